import { fieldNames } from './forms';
import { allowedKeys } from './lead-contract';
import { readEnvelope, validateEnquiry } from './schema';

/** Every field of the contact form empty: what the envelope holds for a field the request left out. */
const BLANK = Object.fromEntries(fieldNames('contact').map((name) => [name, '']));

const contact = {
  kind: 'contact',
  name: '  Ada Lovelace ',
  email: 'ada@analytical.example',
  company: 'Engines',
  message: 'We need an AI roadmap please.',
  captchaToken: 'simulated-captcha-1735689600000',
  website: '',
};

describe('readEnvelope (request shape)', () => {
  it('allows per kind only its fields, the captcha token, the honeypot and the attribution', () => {
    // The kind's fields are its definition's (./forms); nothing else but these four.
    for (const kind of ['contact', 'consultation', 'chat'] as const) {
      expect(allowedKeys(kind)).toEqual(['kind', 'captchaToken', 'website', 'attribution', ...fieldNames(kind)]);
    }
  });

  it('separates field values from the captcha token and the honeypot', () => {
    expect(readEnvelope(contact)).toEqual({
      ok: true,
      envelope: {
        kind: 'contact',
        values: { ...BLANK, name: '  Ada Lovelace ', email: 'ada@analytical.example', company: 'Engines', message: 'We need an AI roadmap please.' },
        captchaToken: 'simulated-captcha-1735689600000',
        website: '',
      },
    });
  });

  it('treats company, topic and website as optional', () => {
    const { company: _c, website: _w, ...rest } = contact;
    expect(readEnvelope(rest).ok).toBe(true);
  });

  it('lists every unknown key, relay fields (to, html, recaptchaToken) included', () => {
    const result = readEnvelope({ ...contact, to: 'x@y.z', html: '<p>', recaptchaToken: 't' });
    expect(result).toEqual({ ok: false, message: 'Unknown fields: to, html, recaptchaToken', unknownKeys: ['to', 'html', 'recaptchaToken'] });
  });

  it('refuses consultation-only keys on a contact enquiry', () => {
    expect(readEnvelope({ ...contact, phone: '1' })).toMatchObject({ ok: false, unknownKeys: ['phone'] });
  });
});

describe('validateEnquiry (field content)', () => {
  const envelopeOf = (body: object) => {
    const result = readEnvelope(body);
    if (!result.ok) throw new Error(result.message);
    return result.envelope;
  };

  it('returns the trimmed enquiry, topic defaulting to general', () => {
    expect(validateEnquiry(envelopeOf(contact))).toEqual({
      ok: true,
      enquiry: {
        ...BLANK,
        kind: 'contact',
        topic: 'general',
        name: 'Ada Lovelace',
        email: 'ada@analytical.example',
        company: 'Engines',
        message: 'We need an AI roadmap please.',
      },
    });
  });

  it('uses the shared field rules and their messages', () => {
    expect(validateEnquiry(envelopeOf({ ...contact, name: 'A', message: 'short' }))).toEqual({
      ok: false,
      message: 'Some fields are missing or invalid.',
      fields: { name: 'Name must be at least 2 characters', message: 'Message must be at least 10 characters' },
    });
  });

  it('accepts only the known topics', () => {
    expect(validateEnquiry(envelopeOf({ ...contact, topic: 'demo' }))).toMatchObject({ ok: true, enquiry: { topic: 'demo' } });
    expect(validateEnquiry(envelopeOf({ ...contact, topic: 'sales' }))).toMatchObject({ ok: false, fields: { topic: expect.any(String) } });
  });

  const chat = {
    kind: 'chat',
    name: '\u202eAda\u200b Lovelace ',
    email: 'ada@analytical.example\u200b',
    message: '  We need a voice AI pilot\nReference: 1234 ',
    topics: 'solutions,pricing',
    page: '/pricing/',
    captchaToken: 'simulated-captcha-1735689600000',
  };

  it('a chat lead: one-line fields lose their invisible characters, topics are normalised, free text is kept', () => {
    expect(allowedKeys('chat')).toEqual(['kind', 'captchaToken', 'website', 'attribution', 'name', 'email', 'message', 'topics', 'page', 'followUpOf']);
    expect(validateEnquiry(envelopeOf(chat))).toEqual({
      ok: true,
      enquiry: {
        kind: 'chat',
        name: 'Ada Lovelace',
        email: 'ada@analytical.example',
        message: 'We need a voice AI pilot\nReference: 1234',
        topics: 'solutions, pricing',
        page: '/pricing/',
        followUpOf: '',
      },
    });
  });

  it('a chat lead without a valid e-mail is refused', () => {
    expect(validateEnquiry(envelopeOf({ ...chat, email: 'not an address' }))).toMatchObject({ ok: false, fields: { email: expect.any(String) } });
    expect(readEnvelope({ ...chat, email: undefined })).toMatchObject({ ok: false, fields: { email: 'Missing' } });
  });
});
