import {
  type ChatFields,
  type CompanySize,
  type ConsultationFields,
  type ContactFields,
  hasErrors,
  parseChatTopics,
  validateChatFields,
  validateConsultationFields,
  validateContactFields,
} from './fields';
import { removeInvisible } from './invisible';
import {
  allowedKeys,
  CONTACT_TOPICS,
  type ContactTopic,
  ENQUIRY_KINDS,
  type EnquiryKind,
  FIELD_KEYS,
  MAX_CAPTCHA_TOKEN_LENGTH,
  MAX_HONEYPOT_LENGTH,
  OPTIONAL_KEYS,
} from './lead-contract';

/**
 * The request schema of POST /api/send-email (its keys and limits: ./lead-contract). The client
 * sends structured fields only: the server decides recipient, sender, subject and body. Any other
 * key (to, from, cc, bcc, html, headers, envelope, ...) is refused, never ignored, so a relay
 * attempt is visible as a 400.
 */

export interface ContactEnquiry extends ContactFields {
  kind: 'contact';
  topic: ContactTopic;
}

export interface ConsultationEnquiry extends Omit<ConsultationFields, 'companySize'> {
  kind: 'consultation';
  companySize: CompanySize;
}

/**
 * The chat's conversation once the visitor gave a name and an e-mail. `topics` is normalised to
 * "a, b"; `followUpOf` (empty for the first send) is the reference of the lead this continues.
 */
export interface ChatEnquiry extends ChatFields {
  kind: 'chat';
}

export type Enquiry = ContactEnquiry | ConsultationEnquiry | ChatEnquiry;

export interface EnquiryEnvelope {
  kind: EnquiryKind;
  /** The kind's field values as sent (strings, missing optional ones as ''). */
  values: Record<string, string>;
  captchaToken: string;
  /** The honeypot: people never see it, so any content means a bot. */
  website: string;
  /** Where the lead came from, as sent: src/lib/attribution.ts's cleanAttribution reads it. */
  attribution?: unknown;
}

export type EnvelopeResult = { ok: true; envelope: EnquiryEnvelope } | { ok: false; message: string; fields?: Record<string, string>; unknownKeys?: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnquiryKind(value: unknown): value is EnquiryKind {
  return typeof value === 'string' && (ENQUIRY_KINDS as readonly string[]).includes(value);
}

/**
 * Step 1: the shape of the body — an object, a known kind, only that kind's keys, strings only.
 * Field content is checked later by {@link validateEnquiry}, after the honeypot check.
 */
export function readEnvelope(body: unknown): EnvelopeResult {
  if (!isPlainObject(body)) return { ok: false, message: 'The request body must be a JSON object.' };
  if (!isEnquiryKind(body.kind)) {
    return {
      ok: false,
      message: 'Unknown or missing enquiry kind.',
      fields: { kind: `Must be one of: ${ENQUIRY_KINDS.join(', ')}` },
    };
  }
  const kind = body.kind;
  const allowed = new Set(allowedKeys(kind));
  const unknownKeys = Object.keys(body).filter((key) => !allowed.has(key));
  if (unknownKeys.length > 0) {
    return { ok: false, message: `Unknown fields: ${unknownKeys.join(', ')}`, unknownKeys };
  }

  const fields: Record<string, string> = {};
  const text: Record<string, string> = {};
  for (const key of allowed) {
    if (key === 'kind' || key === 'attribution') continue;
    const value = body[key];
    if (value === undefined && OPTIONAL_KEYS.has(key)) text[key] = '';
    else if (typeof value === 'string') text[key] = value;
    else fields[key] = value === undefined ? 'Missing' : 'Must be a string';
  }
  const token = text.captchaToken;
  if (token !== undefined && !token.trim()) fields.captchaToken = 'Missing';
  if (token !== undefined && token.length > MAX_CAPTCHA_TOKEN_LENGTH) fields.captchaToken = 'Too long';
  if (text.website !== undefined && text.website.length > MAX_HONEYPOT_LENGTH) fields.website = 'Too long';
  if (hasErrors(fields)) return { ok: false, message: 'Some fields are missing or invalid.', fields };

  const { captchaToken, website, ...values } = text;
  return { ok: true, envelope: { kind, values, captchaToken, website, attribution: body.attribution } };
}

export type EnquiryResult = { ok: true; enquiry: Enquiry } | { ok: false; message: string; fields: Record<string, string> };

/**
 * A one-line field as the mail shows it: trimmed, without the invisible characters that could
 * reorder or disguise it (./invisible). Free text (message, description) is only trimmed.
 */
const trimmed = (values: Record<string, string>, key: string): string => removeInvisible(values[key] ?? '').trim();
const trimmedText = (values: Record<string, string>, key: string): string => (values[key] ?? '').trim();
const FREE_TEXT_KEYS: ReadonlySet<string> = new Set(['message', 'description']);

/** The kind's fields (./lead-contract's FIELD_KEYS), each one-line or free text as above. */
function readFields<Kind extends EnquiryKind>(values: Record<string, string>, kind: Kind): Record<(typeof FIELD_KEYS)[Kind][number], string> {
  const entries = FIELD_KEYS[kind].map((key) => [key, FREE_TEXT_KEYS.has(key) ? trimmedText(values, key) : trimmed(values, key)]);
  return Object.fromEntries(entries) as Record<(typeof FIELD_KEYS)[Kind][number], string>;
}

/** Step 2: the same field rules as the form; returns the trimmed enquiry the mail is built from. */
export function validateEnquiry(envelope: EnquiryEnvelope): EnquiryResult {
  const { values } = envelope;
  if (envelope.kind === 'chat') {
    const fields: ChatFields = readFields(values, 'chat');
    const errors = validateChatFields(fields);
    if (hasErrors(errors)) return { ok: false, message: 'Some fields are missing or invalid.', fields: { ...errors } };
    return { ok: true, enquiry: { kind: 'chat', ...fields, topics: (parseChatTopics(fields.topics) ?? []).join(', ') } };
  }
  if (envelope.kind === 'contact') {
    const { topic: sentTopic, ...fields }: ContactFields & { topic: string } = readFields(values, 'contact');
    const errors: Record<string, string> = { ...validateContactFields(fields) };
    const topic = sentTopic || 'general';
    if (!(CONTACT_TOPICS as readonly string[]).includes(topic)) errors.topic = `Must be one of: ${CONTACT_TOPICS.join(', ')}`;
    if (hasErrors(errors)) return { ok: false, message: 'Some fields are missing or invalid.', fields: errors };
    return { ok: true, enquiry: { kind: 'contact', topic: topic as ContactTopic, ...fields } };
  }

  const fields: ConsultationFields = readFields(values, 'consultation');
  const errors = validateConsultationFields(fields);
  if (hasErrors(errors)) return { ok: false, message: 'Some fields are missing or invalid.', fields: { ...errors } };
  return { ok: true, enquiry: { ...fields, kind: 'consultation', companySize: fields.companySize as CompanySize } };
}
