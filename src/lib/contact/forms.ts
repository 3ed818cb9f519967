import { isSimpleEmail } from '../email-pattern';
import { isSafeAddress, MAX_ADDRESS_LENGTH } from './address';
import { CHAT_LEAD_TOPICS, COMPANY_SIZES, CONTACT_TOPICS, PAGE_PATTERN, parseChatTopics, REFERENCE_PATTERN } from './field-values';
import { CONSULTATION_MESSAGES, CONTACT_MESSAGES } from './messages';

/**
 * The enquiry forms, one definition each: every field's name, label, rules, limits, control and
 * row in the mail. The rest is read from here: the browser's controls and validation
 * (src/components/contact, src/components/consultation), the function's request keys and checks
 * (./lead-contract, ./schema), the Netlify Forms declaration and columns (./netlify-forms), the
 * mail (./compose) and the types of all of them (the mapped types below).
 *
 * A field's order here is its order on screen, in the request and in the Netlify form.
 */

/** The text of a label or hint kept in the form's copy (src/components/contact/contact-copy.ts), by key. */
export interface CopyText {
  copy: string;
}

export interface FieldDefinition {
  /** The browser's control; `hidden`: filled by the page or the script, never typed by the visitor. */
  control: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'hidden';
  label?: string | CopyText;
  hint?: CopyText;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'email';
  rows?: number;
  /** Takes the whole row of a two-column form. */
  wide?: true;
  /** The message when it is empty; absent: the field is optional. */
  required?: string;
  minLength?: { length: number; message: string };
  /** The most characters accepted (the browser's maxlength too); `name` words the message over it (absent: `valid` covers the length). */
  maxLength?: { length: number; name?: string };
  /** A rule a non-empty value must also pass. */
  valid?: { test: (value: string) => boolean; message: string };
  /** The only values accepted (a select's options). */
  options?: readonly string[];
  /** What an empty value stands for. */
  empty?: string;
  /** Free text: kept as typed, only trimmed; a one-line field also loses its invisible characters (./invisible). */
  freeText?: true;
  /** The spec's "trimmed length": invisible characters count towards the limits too. */
  countsInvisible?: true;
  /** How the accepted value is stored (e.g. a list normalised). */
  normalise?: (value: string) => string;
  /** Its row in the mail: the position (1 first), the label, what an empty value reads as (absent: the row is left out when empty). */
  mail?: { row: number; label: string; whenEmpty?: string | ((values: Readonly<Record<string, string>>) => string) };
}

export interface FormDefinition {
  /** Required fields show a star and say so to screen readers (otherwise the form's intro says all are required). */
  marksRequired: boolean;
  fields: Readonly<Record<string, FieldDefinition>>;
}

const NAME = {
  control: 'text',
  autoComplete: 'name',
  required: CONTACT_MESSAGES.nameRequired,
  minLength: { length: 2, message: CONTACT_MESSAGES.nameTooShort },
  maxLength: { length: 100, name: 'Name' },
  mail: { row: 1, label: 'Name' },
} as const satisfies FieldDefinition;

/** The site's e-mail pattern, plus the header-safe address rules (./address): the address becomes Reply-To. */
const EMAIL = {
  control: 'email',
  autoComplete: 'email',
  required: CONTACT_MESSAGES.emailRequired,
  maxLength: { length: MAX_ADDRESS_LENGTH },
  valid: { test: (value: string) => isSimpleEmail(value) && isSafeAddress(value), message: CONTACT_MESSAGES.emailInvalid },
  mail: { row: 2, label: 'Email' },
} as const satisfies FieldDefinition;

export const FORMS = {
  contact: {
    marksRequired: true,
    fields: {
      name: { ...NAME, label: 'Full name' },
      email: { ...EMAIL, label: 'Email address', inputMode: 'email' },
      company: {
        control: 'text',
        label: 'Company (optional)',
        autoComplete: 'organization',
        maxLength: { length: 200, name: 'Company' },
        mail: { row: 3, label: 'Company', whenEmpty: 'Not provided' },
      },
      message: {
        control: 'textarea',
        label: { copy: 'messageLabel' },
        hint: { copy: 'messageHint' },
        rows: 6,
        required: CONTACT_MESSAGES.messageRequired,
        minLength: { length: 10, message: CONTACT_MESSAGES.messageTooShort },
        maxLength: { length: 5000, name: 'Message' },
        freeText: true,
        countsInvisible: true,
        mail: { row: 4, label: 'Message' },
      },
      /** Which variant was sent (the mail's headline says so). */
      topic: { control: 'hidden', options: CONTACT_TOPICS, empty: 'general', valid: { test: isOneOf(CONTACT_TOPICS), message: mustBeOneOf(CONTACT_TOPICS) } },
    },
  },
  consultation: {
    marksRequired: false,
    fields: {
      name: { ...NAME, label: 'Full name' },
      email: { ...EMAIL, label: 'Business email' },
      phone: {
        control: 'tel',
        label: 'Phone',
        autoComplete: 'tel',
        required: CONSULTATION_MESSAGES.phoneRequired,
        maxLength: { length: 40, name: 'Phone number' },
        mail: { row: 3, label: 'Phone' },
      },
      company: {
        control: 'text',
        label: 'Company',
        autoComplete: 'organization',
        required: CONSULTATION_MESSAGES.companyRequired,
        maxLength: { length: 200, name: 'Company' },
        mail: { row: 4, label: 'Company' },
      },
      companySize: {
        control: 'select',
        label: 'Company size (employees)',
        placeholder: 'Select company size',
        options: COMPANY_SIZES,
        required: CONSULTATION_MESSAGES.companySizeRequired,
        valid: { test: isOneOf(COMPANY_SIZES), message: CONSULTATION_MESSAGES.companySizeRequired },
        mail: { row: 5, label: 'Company size' },
      },
      bestTime: {
        control: 'text',
        label: 'Best time to reach you',
        placeholder: 'e.g. Weekdays 9–11 am CT',
        required: CONSULTATION_MESSAGES.bestTimeRequired,
        maxLength: { length: 100, name: 'Best time' },
        mail: { row: 6, label: 'Best time to reach' },
      },
      description: {
        control: 'textarea',
        label: 'What would you like to discuss?',
        wide: true,
        required: CONSULTATION_MESSAGES.descriptionRequired,
        maxLength: { length: 5000, name: 'Description' },
        freeText: true,
        mail: { row: 7, label: 'Description' },
      },
    },
  },
  /**
   * The chat's conversation once the visitor gave a name and an e-mail (src/lib/chat/lead.ts fills
   * it): what they wrote (may be empty), the topics asked about, the page, and for a follow-up the
   * reference of the lead it continues.
   */
  chat: {
    marksRequired: false,
    fields: {
      name: { ...NAME, control: 'hidden' },
      email: { ...EMAIL, control: 'hidden' },
      message: {
        control: 'hidden',
        maxLength: { length: 5000, name: 'Message' },
        freeText: true,
        mail: { row: 6, label: 'The visitor wrote', whenEmpty: (values) => (values.followUpOf ? 'Nothing new' : 'Nothing after giving their e-mail') },
      },
      topics: {
        control: 'hidden',
        valid: { test: (value: string) => parseChatTopics(value) !== null, message: `Must be a comma-separated list of: ${CHAT_LEAD_TOPICS.join(', ')}` },
        normalise: (value: string) => (parseChatTopics(value) ?? []).join(', '),
        mail: { row: 4, label: 'Topics asked about', whenEmpty: 'None' },
      },
      page: {
        control: 'hidden',
        required: 'Required',
        maxLength: { length: 300, name: 'Page' },
        valid: { test: (value: string) => PAGE_PATTERN.test(value), message: 'Must be a path of this site' },
        mail: { row: 3, label: 'Page' },
      },
      followUpOf: {
        control: 'hidden',
        valid: { test: (value: string) => REFERENCE_PATTERN.test(value), message: 'Must be a reference (32 hex digits)' },
        mail: { row: 5, label: 'Follow-up to reference' },
      },
    },
  },
} as const satisfies Record<string, FormDefinition>;

function isOneOf(values: readonly string[]): (value: string) => boolean {
  return (value) => values.includes(value);
}

function mustBeOneOf(values: readonly string[]): string {
  return `Must be one of: ${values.join(', ')}`;
}

export type FormKind = keyof typeof FORMS;
type Fields<K extends FormKind> = (typeof FORMS)[K]['fields'];
export type FieldName<K extends FormKind> = keyof Fields<K> & string;
/** The fields a visitor fills in on screen (the others are hidden). */
export type ShownFieldName<K extends FormKind> = { [N in FieldName<K>]: Fields<K>[N] extends { control: 'hidden' } ? never : N }[FieldName<K>];
/** A field's accepted value: one of its options, or text. */
type ValueOf<F> = F extends { options: readonly (infer O)[] } ? O : string;
/** Optional fields a visitor types: value objects may leave them out (so a new one changes no existing value object). */
type LeftOutName<K extends FormKind> = {
  [N in FieldName<K>]: Fields<K>[N] extends { required: string } | { control: 'hidden' } ? never : N;
}[FieldName<K>];
/** Fields with a value for empty (the contact form's topic): a request may leave them out. */
type DefaultedName<K extends FormKind> = { [N in FieldName<K>]: Fields<K>[N] extends { empty: string } ? N : never }[FieldName<K>];
type LeaveOut<T, O extends PropertyKey> = Omit<T, O> & Partial<Pick<T, Extract<keyof T, O>>>;
/** The values of a kind's fields, once accepted: the enquiry the mail is built from. */
export type FormValues<K extends FormKind> = LeaveOut<{ [N in FieldName<K>]: ValueOf<Fields<K>[N]> }, LeftOutName<K>>;
/** The values a lead sends. */
export type SentValues<K extends FormKind> = LeaveOut<FormValues<K>, DefaultedName<K>>;
/** What the visitor typed into a form, before validation. */
export type TypedValues<K extends FormKind> = LeaveOut<Record<ShownFieldName<K>, string>, LeftOutName<K>>;
/** The copy keys a form's labels and hints name. */
export type CopyKeyOf<K extends FormKind> = {
  [N in FieldName<K>]: (Fields<K>[N] extends { label: { copy: infer C } } ? C : never) | (Fields<K>[N] extends { hint: { copy: infer C } } ? C : never);
}[FieldName<K>];

const DEFINITIONS: Readonly<Record<FormKind, FormDefinition>> = FORMS;
export const fieldsOf = <K extends FormKind>(kind: K) => DEFINITIONS[kind].fields as Readonly<Record<FieldName<K>, FieldDefinition>>;
export const fieldNames = <K extends FormKind>(kind: K): Array<FieldName<K>> => Object.keys(FORMS[kind].fields) as Array<FieldName<K>>;
export const shownFieldNames = <K extends FormKind>(kind: K): Array<ShownFieldName<K>> =>
  fieldNames(kind).filter((name) => fieldsOf(kind)[name].control !== 'hidden') as Array<ShownFieldName<K>>;
/** A form's empty values, for its first render and after a send. */
export const emptyValues = <K extends FormKind>(kind: K): Record<ShownFieldName<K>, string> =>
  Object.fromEntries(shownFieldNames(kind).map((name) => [name, ''])) as Record<ShownFieldName<K>, string>;
