/** The forms' validation messages, as the spec words them (its contact table; the consultation's in the same voice). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please tell us about your AI needs',
  messageTooShort: 'Message must be at least 10 characters',
} as const;

export const CONSULTATION_MESSAGES = {
  phoneRequired: 'Phone number is required',
  companyRequired: 'Company name is required',
  companySizeRequired: 'Please choose a company size',
  bestTimeRequired: 'Please tell us the best time to reach you',
  descriptionRequired: 'Please describe what you would like to discuss',
} as const;

/** Over a field's limit: named as the field definition names it (./forms). */
export const tooLong = (name: string, max: number): string => `${name} must be at most ${max} characters`;
