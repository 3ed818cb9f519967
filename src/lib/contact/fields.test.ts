import { COMPANY_SIZES, CONTACT_MESSAGES, validateConsultationFields, validateContactFields, type ConsultationFields, type ContactFields } from './fields';

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

  it('offers exactly the five company sizes of the spec', () => {
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
