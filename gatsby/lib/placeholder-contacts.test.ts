import { isFictionalPhone, placeholderContactDetails } from './placeholder-contacts';

describe('isFictionalPhone', () => {
  it.each(['+1 (214) 555-0142', '214-555-0100', '12145550199', '(972) 555 0123'])('flags %p as fictional', (phone) => {
    expect(isFictionalPhone(phone)).toBe(true);
  });
  it.each(['+1 (214) 555-0200', '+1 (469) 812-3346', '214-555-1234', '+44 20 7946 0142'])('accepts %p', (phone) => {
    expect(isFictionalPhone(phone)).toBe(false);
  });
});

describe('placeholderContactDetails', () => {
  const real = {
    siteUrl: 'https://www.northwind-ai.com',
    email: 'hello@northwind-ai.com',
    pressEmail: 'press@northwind-ai.com',
    privacyEmail: 'privacy@northwind-ai.com',
    phone: '+1 (469) 812-3346',
  };

  it('lists nothing for details that reach someone', () => {
    expect(placeholderContactDetails(real)).toEqual([]);
  });

  it('names each field on a reserved domain or a fictional number, with its value', () => {
    const found = placeholderContactDetails({ ...real, siteUrl: 'https://aurelion.example', pressEmail: 'press@example.com', phone: '+1 (214) 555-0142' });
    expect(found).toEqual([
      'siteUrl: https://aurelion.example (a reserved domain that cannot exist)',
      'pressEmail: press@example.com (a reserved domain that cannot exist)',
      'phone: +1 (214) 555-0142 (a fictional 555-01xx number)',
    ]);
  });
});
