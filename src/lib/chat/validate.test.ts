import { RESERVED_NAME_WORDS, validateChatEmail, validateChatName } from './validate';

const accepted = (raw: string) => validateChatName(raw);

describe('validateChatName: 2–50 letters, spaces, dots, hyphens or apostrophes; no reserved word or profanity', () => {
  it('trims and counts 2 to 50 characters after trimming', () => {
    expect(validateChatName('  Jo  ')).toEqual({ ok: true, name: 'Jo' });
    expect(validateChatName(' J ')).toEqual({ ok: false });
    expect(validateChatName('')).toEqual({ ok: false });
    expect(validateChatName('    ')).toEqual({ ok: false });

    const fifty = 'Abcdefghij'.repeat(5);
    expect(validateChatName(`  ${fifty}  `)).toEqual({ ok: true, name: fifty });
    expect(validateChatName(`${fifty}k`)).toEqual({ ok: false });
  });

  it('counts accented letters as one character, however they were typed', () => {
    const decomposed = 'Jose\u0301'; // "José" with a combining accent
    expect(validateChatName(decomposed)).toEqual({ ok: true, name: 'José' });
    const fiftyAccented = 'é'.repeat(3) + 'Abcdefghij'.repeat(4) + 'Abcdefg';
    expect(Array.from(fiftyAccented)).toHaveLength(50);
    expect(validateChatName(fiftyAccented).ok).toBe(true);
  });

  it.each(['José', 'Zoë', 'Anne-Marie', "O'Brien", 'O’Brien', 'J. R. Smith', 'Jo', 'Łukasz Żółć', 'Σοφία', 'Мария', '李小龍'])('accepts %p', (name) =>
    expect(accepted(name)).toEqual({ ok: true, name }),
  );

  it.each(['R2D2', 'Jane 2', 'Jane_Doe', 'Jane@Doe', 'Jane!', 'Jo😀', '😀😀', 'Jane\nDoe', 'Jane\tDoe', '..', "- '"])(
    'rejects characters outside letters, spaces, hyphens, apostrophes and dots: %p',
    (name) => expect(accepted(name)).toEqual({ ok: false }),
  );

  it.each([...RESERVED_NAME_WORDS, 'AI', 'Admin', 'ROOT', 'Test User', 'System Admin', 'Mr. Bot', 'A.I.', 'Ad-min', 'guest-user'])(
    'rejects the reserved word %p',
    (name) => expect(accepted(name)).toEqual({ ok: false }),
  );

  it.each(['Aidan', 'Robert', 'Testa', 'Abbot', 'Nullah', 'Rooter', 'Usera', 'Guesta', 'Al'])(
    'accepts %p, which only contains a reserved word inside a longer word',
    (name) => expect(accepted(name).ok).toBe(true),
  );

  it.each(['Fuck', 'Bullshitter', 'John Fuckface', 'F.u.c.k', 'Bit Ch'])('rejects the profanity in %p', (name) =>
    expect(accepted(name)).toEqual({ ok: false }),
  );

  it.each(['Cassandra', 'Hitchcock', 'Dickens', 'Toshitaka', 'Scott'])('accepts %p despite look-alike letters', (name) => expect(accepted(name).ok).toBe(true));

  it('rejects the same character four or more times in a row, ignoring case', () => {
    expect(accepted('Aaa').ok).toBe(true);
    expect(accepted('Aaaa')).toEqual({ ok: false });
    expect(accepted('AaAa')).toEqual({ ok: false });
    expect(accepted('Maaaaria')).toEqual({ ok: false });
    expect(accepted('Ann....')).toEqual({ ok: false });
    expect(accepted('Jo    Ann')).toEqual({ ok: false });
    expect(accepted('Jo   Ann').ok).toBe(true);
  });
});

describe('validateChatEmail (the simple e-mail pattern, stored lowercased)', () => {
  it('trims and lowercases a valid address', () => {
    expect(validateChatEmail('  Jane.Doe@Example.COM ')).toEqual({ ok: true, email: 'jane.doe@example.com' });
    expect(validateChatEmail('a@b.c')).toEqual({ ok: true, email: 'a@b.c' });
  });

  it.each(['', ' ', 'jane', 'jane@', 'jane@example', '@example.com', 'jane@example.', 'jane doe@example.com', 'jane@@example.com'])('rejects %p', (raw) =>
    expect(validateChatEmail(raw)).toEqual({ ok: false }),
  );
});
