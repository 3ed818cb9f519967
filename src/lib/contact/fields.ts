import { CHAT_TOPICS, type ChatTopic } from '../chat/types';
import { isSimpleEmail } from '../email-pattern';
import { isSafeAddress } from './address';
import { removeInvisible } from './invisible';
import { FIELD_MAX_LENGTH } from './lead-contract';

/**
 * Field validation shared by the contact form, the consultation modal and the send-email
 * function. The browser and the server run exactly this code.
 */

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

const tooLong = (label: string, max: number): string => `${label} must be at most ${max} characters`;

export const COMPANY_SIZES = ['<10', '<25', '<50', '<100', '100+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export function isCompanySize(value: string): value is CompanySize {
  return (COMPANY_SIZES as readonly string[]).includes(value);
}

export type ContactFieldName = 'name' | 'email' | 'company' | 'message';
export type ContactFields = Record<ContactFieldName, string>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export type ConsultationFieldName = 'name' | 'email' | 'phone' | 'company' | 'companySize' | 'bestTime' | 'description';
export type ConsultationFields = Record<ConsultationFieldName, string>;
export type ConsultationErrors = Partial<Record<ConsultationFieldName, string>>;

/** Invisible characters (./invisible) are not part of a name: they are removed before it is measured. */
function nameError(raw: string): string | undefined {
  const name = removeInvisible(raw).trim();
  if (!name) return CONTACT_MESSAGES.nameRequired;
  if (name.length < 2) return CONTACT_MESSAGES.nameTooShort;
  if (name.length > FIELD_MAX_LENGTH.name) return tooLong('Name', FIELD_MAX_LENGTH.name);
  return undefined;
}

/** The site's e-mail pattern, plus the header-safe address rules: the address becomes Reply-To. */
function emailError(raw: string): string | undefined {
  const email = removeInvisible(raw).trim();
  if (!email) return CONTACT_MESSAGES.emailRequired;
  if (!isSimpleEmail(email) || !isSafeAddress(email)) return CONTACT_MESSAGES.emailInvalid;
  return undefined;
}

function requiredTextError(raw: string, requiredMessage: string, label: string, max: number): string | undefined {
  const value = removeInvisible(raw).trim();
  if (!value) return requiredMessage;
  if (value.length > max) return tooLong(label, max);
  return undefined;
}

function optionalTextError(raw: string, label: string, max: number): string | undefined {
  return removeInvisible(raw).trim().length > max ? tooLong(label, max) : undefined;
}

function messageError(raw: string): string | undefined {
  const message = raw.trim();
  if (!message) return CONTACT_MESSAGES.messageRequired;
  if (message.length < 10) return CONTACT_MESSAGES.messageTooShort;
  if (message.length > FIELD_MAX_LENGTH.message) return tooLong('Message', FIELD_MAX_LENGTH.message);
  return undefined;
}

/** Drops the undefined entries so "no errors" is an empty object. */
function compact<K extends string>(entries: Record<K, string | undefined>): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const key of Object.keys(entries) as K[]) {
    const message = entries[key];
    if (message !== undefined) result[key] = message;
  }
  return result;
}

/** Name (2+ characters), e-mail and message (10+ characters) are required; company is optional (only its length is bounded). */
export function validateContactFields(fields: ContactFields): ContactErrors {
  return compact<ContactFieldName>({
    name: nameError(fields.name),
    email: emailError(fields.email),
    company: optionalTextError(fields.company, 'Company', FIELD_MAX_LENGTH.company),
    message: messageError(fields.message),
  });
}

/** Consultation request: every field required, company size from the fixed list. */
export function validateConsultationFields(fields: ConsultationFields): ConsultationErrors {
  const sizeError = isCompanySize(fields.companySize.trim()) ? undefined : CONSULTATION_MESSAGES.companySizeRequired;
  return compact<ConsultationFieldName>({
    name: nameError(fields.name),
    email: emailError(fields.email),
    phone: requiredTextError(fields.phone, CONSULTATION_MESSAGES.phoneRequired, 'Phone number', FIELD_MAX_LENGTH.phone),
    company: requiredTextError(fields.company, CONSULTATION_MESSAGES.companyRequired, 'Company', FIELD_MAX_LENGTH.company),
    companySize: sizeError,
    bestTime: requiredTextError(fields.bestTime, CONSULTATION_MESSAGES.bestTimeRequired, 'Best time', FIELD_MAX_LENGTH.bestTime),
    description: requiredTextError(fields.description, CONSULTATION_MESSAGES.descriptionRequired, 'Description', FIELD_MAX_LENGTH.description),
  });
}

export type ChatFieldName = 'name' | 'email' | 'message' | 'topics' | 'page' | 'followUpOf';
export type ChatFields = Record<ChatFieldName, string>;
export type ChatErrors = Partial<Record<ChatFieldName, string>>;

export type ChatLeadTopic = Exclude<ChatTopic, 'generic'>;
/** The chat topics a lead can name (the routing's catch-all "generic" is not a topic asked about). */
export const CHAT_LEAD_TOPICS: readonly ChatLeadTopic[] = CHAT_TOPICS.filter((topic): topic is ChatLeadTopic => topic !== 'generic');
/** A reference as send-email hands it out: 32 lowercase hex digits. */
export const REFERENCE_PATTERN = /^[0-9a-f]{32}$/;
/** A site path: starts with one "/", printable, no spaces; query and fragment are not kept. */
const PAGE_PATTERN = /^\/(?!\/)[\x21-\x7e]*$/;

/** Empty or a comma-separated list of {@link CHAT_LEAD_TOPICS}, each once. */
export function parseChatTopics(raw: string): ChatLeadTopic[] | null {
  const items = removeInvisible(raw)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!items.every((item): item is ChatLeadTopic => (CHAT_LEAD_TOPICS as readonly string[]).includes(item))) return null;
  return new Set(items).size === items.length ? items : null;
}

/**
 * A chat lead: the name and e-mail the chat checked, what the visitor wrote (may be empty: the
 * name and address alone are a lead), the topics asked about, the page, and for a follow-up the
 * reference of the lead it continues.
 */
export function validateChatFields(fields: ChatFields): ChatErrors {
  const page = removeInvisible(fields.page).trim();
  const followUpOf = removeInvisible(fields.followUpOf).trim();
  return compact<ChatFieldName>({
    name: nameError(fields.name),
    email: emailError(fields.email),
    message: optionalTextError(fields.message, 'Message', FIELD_MAX_LENGTH.chatMessage),
    topics: parseChatTopics(fields.topics) ? undefined : `Must be a comma-separated list of: ${CHAT_LEAD_TOPICS.join(', ')}`,
    page: !page
      ? 'Required'
      : page.length > FIELD_MAX_LENGTH.page
        ? tooLong('Page', FIELD_MAX_LENGTH.page)
        : PAGE_PATTERN.test(page)
          ? undefined
          : 'Must be a path of this site',
    followUpOf: !followUpOf || REFERENCE_PATTERN.test(followUpOf) ? undefined : 'Must be a reference (32 hex digits)',
  });
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.keys(errors).length > 0;
}
