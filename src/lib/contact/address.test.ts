import { addressDomain, isSafeAddress } from './address';

describe('isSafeAddress (what may go into a mail header)', () => {
  it.each(['team@aurelion.example', 'first.last+tag@mail.example.co.uk', 'a_b-c@x-y.example'])('accepts %p', (address) => {
    expect(isSafeAddress(address)).toBe(true);
  });

  it.each([
    ['a space', 'a b@x.example'],
    ['quotes', '"a"@x.example'],
    ['parentheses (comments)', 'a(comment)@x.example'],
    ['angle brackets', '<a@x.example>'],
    ['a list separator', 'a@x.example,b@y.example'],
    ['a semicolon', 'a@x.example;b@y.example'],
    ['a line break', 'a@x.example\r\nBcc: b@y.example'],
    ['non-ASCII', 'jos\u00e9@x.example'],
    ['no dot in the domain', 'a@localhost'],
    ['two @', 'a@b@x.example'],
    ['over 254 characters', `${'a'.repeat(60)}@${'b'.repeat(200)}.example`],
    ['a local part over 64 characters', `${'a'.repeat(65)}@x.example`],
    ['nothing', ''],
  ])('refuses %s', (_reason, address) => {
    expect(isSafeAddress(address)).toBe(false);
  });

  it('logs only the domain', () => {
    expect(addressDomain('ada@analytical.example')).toBe('analytical.example');
  });
});
