import { removeInvisible } from './invisible';
import { fieldNames, fieldsOf, type FieldDefinition, type FieldName, type FormKind, type ShownFieldName, type TypedValues } from './forms';
import { tooLong } from './messages';

/**
 * Field validation shared by the contact form, the consultation modal and the send-email
 * function, read from the forms' definitions (./forms). The browser and the server run exactly
 * this code.
 */

export { CONSULTATION_MESSAGES, CONTACT_MESSAGES } from './messages';
export { CHAT_LEAD_TOPICS, COMPANY_SIZES, isCompanySize, parseChatTopics, REFERENCE_PATTERN } from './field-values';
export type { ChatLeadTopic, CompanySize } from './field-values';

export type ContactFieldName = ShownFieldName<'contact'>;
export type ContactFields = TypedValues<'contact'>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export type ConsultationFieldName = ShownFieldName<'consultation'>;
export type ConsultationFields = TypedValues<'consultation'>;
export type ConsultationErrors = Partial<Record<ConsultationFieldName, string>>;

export type ChatFieldName = FieldName<'chat'>;
export type ChatFields = Record<ChatFieldName, string>;
export type ChatErrors = Partial<Record<ChatFieldName, string>>;

/** A value as the rules measure it: trimmed, and without invisible characters unless the field counts them. */
const measured = (field: FieldDefinition, raw: string): string => (field.countsInvisible ? raw : removeInvisible(raw)).trim();

/** What is wrong with one value, checked in order: missing, too short, too long, not valid. */
export function fieldError(field: FieldDefinition, raw: string): string | undefined {
  const value = measured(field, raw) || field.empty || '';
  if (!value) return field.required;
  if (field.minLength && value.length < field.minLength.length) return field.minLength.message;
  if (field.maxLength?.name && value.length > field.maxLength.length) return tooLong(field.maxLength.name, field.maxLength.length);
  if (field.valid && !field.valid.test(value)) return field.valid.message;
  return undefined;
}

/** The errors of the given values (a form checks the fields it shows; the function all of its kind's), by field. */
export function validateFields<N extends string>(kind: FormKind, values: Readonly<Partial<Record<N, string>>>): Partial<Record<N, string>> {
  const errors: Partial<Record<N, string>> = {};
  const fields: Readonly<Record<string, FieldDefinition>> = fieldsOf(kind);
  for (const name of (fieldNames(kind) as string[]).filter((key): key is N => key in values)) {
    const message = fieldError(fields[name], values[name] ?? '');
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** Name (2+ characters), e-mail and message (10+ characters) are required; company is optional (only its length is bounded). */
export const validateContactFields = (fields: ContactFields): ContactErrors => validateFields('contact', fields);

/** Consultation request: every field required, company size from the fixed list. */
export const validateConsultationFields = (fields: ConsultationFields): ConsultationErrors => validateFields('consultation', fields);

/** A chat lead: a checked name and e-mail, a path of this site, known topics, and a reference for a follow-up. */
export const validateChatFields = (fields: ChatFields): ChatErrors => validateFields('chat', fields);

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.keys(errors).length > 0;
}
