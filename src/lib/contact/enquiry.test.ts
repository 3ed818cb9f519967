import { consultationPayload, contactPayload, firstInvalid, isBusy } from './enquiry';
import { emptyValues } from './forms';

describe('enquiry flow rules', () => {
  it('is busy only while verifying or sending', () => {
    expect(['idle', 'verifying', 'sending', 'success', 'error'].filter((status) => isBusy(status as never))).toEqual(['verifying', 'sending']);
  });

  it('focuses the first invalid field in on-screen order', () => {
    expect(firstInvalid(['name', 'email', 'message'], { message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid(['name', 'email'], {})).toBeUndefined();
  });

  it('sends trimmed contact fields with the topic and the honeypot as typed', () => {
    expect(contactPayload({ ...emptyValues('contact'), name: ' Ada ', email: ' a@b.co ', message: ' Hello there, AI. ' }, 'demo', 'bot.example')).toEqual({
      ...emptyValues('contact'),
      kind: 'contact',
      topic: 'demo',
      name: 'Ada',
      email: 'a@b.co',
      company: '',
      message: 'Hello there, AI.',
      website: 'bot.example',
    });
  });

  it('sends a consultation only with one of the offered company sizes', () => {
    const values = { name: 'Grace', email: 'g@h.io', phone: ' 1 ', company: 'Navy', companySize: '<50', bestTime: 'am', description: 'Compilers' };
    expect(consultationPayload(values, '')).toMatchObject({ kind: 'consultation', phone: '1', companySize: '<50', website: '' });
    expect(consultationPayload({ ...values, companySize: '12' }, '')).toBeNull();
  });
});
