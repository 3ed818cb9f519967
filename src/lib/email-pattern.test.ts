import { isSimpleEmail } from './email-pattern';

describe('isSimpleEmail (text, @, text, dot, text)', () => {
  it.each(['a@b.co', 'jane.doe@example.com', 'x+tag@mail.example.org', '  padded@example.com  ', 'Upper@Example.COM'])('accepts %p', (value) =>
    expect(isSimpleEmail(value)).toBe(true),
  );

  it.each(['', '   ', 'plain', 'no-at.example.com', 'a@b', '@b.co', 'a@.', 'a@b.', 'a b@c.de', 'a@b c.de', 'a@@b.co', 'a@b@c.de'])('rejects %p', (value) =>
    expect(isSimpleEmail(value)).toBe(false),
  );
});
