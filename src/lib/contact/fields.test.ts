import fc from 'fast-check';
import {
  COMPANY_SIZES,
  CONTACT_MESSAGES,
  validateChatFields,
  validateConsultationFields,
  validateContactFields,
  type ChatFields,
  type ConsultationFields,
  type ContactFields,
} from './fields';

const valid: ContactFields = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: '',
  message: 'We need help with machine learning.',
};

describe('validateContactFields (exact messages)', () => {
  it('accepts a complete form with the company left empty', () => {
    expect(validateContactFields(valid)).toEqual({});
  });

  it('reports every empty required field at once', () => {
    expect(validateContactFields({ name: '', email: '', company: '', message: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      message: 'Please tell us about your AI needs',
    });
  });

  it.each([
    [{ name: '   ' }, { name: 'Full name is required' }],
    [{ name: ' A ' }, { name: 'Name must be at least 2 characters' }],
    [{ name: 'Al' }, {}],
    [{ email: ' ' }, { email: 'Email address is required' }],
    [{ email: 'ada@analytical' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ada analytical@x.example' }, { email: 'Please enter a valid email address' }],
    [{ email: ' ada@analytical.example ' }, {}],
    [{ message: '\n\t ' }, { message: 'Please tell us about your AI needs' }],
    [{ message: '  123456789  ' }, { message: 'Message must be at least 10 characters' }],
    [{ message: '1234567890' }, {}],
  ])('%j → %j', (change, expected) => {
    expect(validateContactFields({ ...valid, ...change })).toEqual(expected);
  });

  it('also refuses addresses that could not safely become Reply-To, with the same message', () => {
    for (const email of ['"ada"@x.example', 'ada(x)@x.example', 'ädä@x.example', 'a,b@x.example', `${'a'.repeat(250)}@x.example`]) {
      expect(validateContactFields({ ...valid, email })).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
    }
  });

  it('bounds the length of each field', () => {
    expect(validateContactFields({ ...valid, name: 'x'.repeat(101) }).name).toBe('Name must be at most 100 characters');
    expect(validateContactFields({ ...valid, company: 'x'.repeat(201) }).company).toBe('Company must be at most 200 characters');
    expect(validateContactFields({ ...valid, message: 'x'.repeat(5001) }).message).toBe('Message must be at most 5000 characters');
  });
});

describe('validateConsultationFields', () => {
  const consultation: ConsultationFields = {
    name: 'Grace Hopper',
    email: 'grace@navy.example',
    phone: '+1 555 0100',
    company: 'Compilers Inc',
    companySize: '<50',
    bestTime: 'Mornings',
    description: 'AI audit',
  };

  it('offers exactly the five company sizes', () => {
    expect(COMPANY_SIZES).toEqual(['<10', '<25', '<50', '<100', '100+']);
  });

  it('accepts a complete request', () => {
    expect(validateConsultationFields(consultation)).toEqual({});
  });

  it('requires all seven fields', () => {
    const empty = Object.fromEntries(Object.keys(consultation).map((key) => [key, ''])) as unknown as ConsultationFields;
    expect(Object.keys(validateConsultationFields(empty)).sort()).toEqual(['bestTime', 'company', 'companySize', 'description', 'email', 'name', 'phone']);
  });

  it('accepts only the listed company sizes', () => {
    expect(validateConsultationFields({ ...consultation, companySize: '100+' })).toEqual({});
    expect(validateConsultationFields({ ...consultation, companySize: '200' })).toEqual({ companySize: 'Please choose a company size' });
  });
});

/** Bidi controls and zero-width characters: invisible, so never part of a field's length. */
const invisibleCharacter = fc.constantFrom(...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c\u200b\u200c\u200d\u2060\ufeff');

describe('invisible characters do not count', () => {
  it('a name of three U+200B, or one letter and a right-to-left override, is too short', () => {
    expect(validateContactFields({ ...valid, name: '\u200b\u200b\u200b' }).name).toBe(CONTACT_MESSAGES.nameRequired);
    expect(validateContactFields({ ...valid, name: 'A\u202e' }).name).toBe(CONTACT_MESSAGES.nameTooShort);
    expect(validateContactFields({ ...valid, name: 'A\u200bB' })).toEqual({});
  });

  it('any name of at most one visible character among invisible ones fails the minimum, in every form', () => {
    fc.assert(
      fc.property(fc.array(invisibleCharacter, { maxLength: 8 }), fc.constantFrom('', 'A', 'ß', ' '), fc.nat(8), (invisible, visible, at) => {
        const name = [...invisible.slice(0, at), visible, ...invisible.slice(at)].join('');
        expect(validateContactFields({ ...valid, name }).name).toBeDefined();
        expect(validateChatFields({ ...chat, name }).name).toBeDefined();
        expect(validateConsultationFields({ ...consultation, name }).name).toBeDefined();
      }),
    );
  });

  it('a required company of invisible characters only is missing', () => {
    expect(validateConsultationFields({ ...consultation, company: '\u2060\ufeff' })).toEqual({ company: 'Company name is required' });
  });
});

const chat: ChatFields = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  message: '',
  topics: 'pricing, solutions',
  page: '/solutions/voice-ai/',
  followUpOf: '',
};
const consultation: ConsultationFields = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone: '+1 555 0100',
  company: 'Compilers Inc',
  companySize: '<50',
  bestTime: 'Mornings',
  description: 'AI audit',
};

describe('validateChatFields', () => {
  it('a name and an e-mail are a lead, even before the visitor asked anything', () => {
    expect(validateChatFields(chat)).toEqual({});
    expect(validateChatFields({ ...chat, topics: '' })).toEqual({});
  });

  it.each([
    [{ email: 'ada@' }, { email: CONTACT_MESSAGES.emailInvalid }],
    [{ name: 'A' }, { name: CONTACT_MESSAGES.nameTooShort }],
    [{ topics: 'pricing, generic' }, { topics: expect.stringContaining('comma-separated') }],
    [{ topics: 'pricing, pricing' }, { topics: expect.stringContaining('comma-separated') }],
    [{ page: '' }, { page: 'Required' }],
    [{ page: 'https://evil.example/' }, { page: 'Must be a path of this site' }],
    [{ page: '//evil.example/' }, { page: 'Must be a path of this site' }],
    [{ page: '/a b/' }, { page: 'Must be a path of this site' }],
    [{ page: `/${'a'.repeat(300)}` }, { page: 'Page must be at most 300 characters' }],
    [{ followUpOf: 'abc' }, { followUpOf: 'Must be a reference (32 hex digits)' }],
    [{ followUpOf: '0123456789abcdef0123456789abcdef' }, {}],
    [{ message: 'x'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
  ])('%j → %j', (change, expected) => {
    expect(validateChatFields({ ...chat, ...change })).toEqual(expected);
  });
});
