import { hasErrors, validateFields } from './fields';
import { fieldNames, fieldsOf, type FieldDefinition, type FormValues } from './forms';
import { removeInvisible } from './invisible';
import { allowedKeys, ENQUIRY_KINDS, type EnquiryKind, MAX_CAPTCHA_TOKEN_LENGTH, MAX_HONEYPOT_LENGTH, OPTIONAL_KEYS } from './lead-contract';

/**
 * The request schema of POST /api/send-email (its keys and limits: ./lead-contract). The client
 * sends structured fields only: the server decides recipient, sender, subject and body. Any other
 * key (to, from, cc, bcc, html, headers, envelope, ...) is refused, never ignored, so a relay
 * attempt is visible as a 400.
 */

/** An accepted enquiry of each kind: its fields' values (./forms), trimmed and normalised. */
export type ContactEnquiry = { kind: 'contact' } & FormValues<'contact'>;
export type ConsultationEnquiry = { kind: 'consultation' } & FormValues<'consultation'>;
/** The chat's conversation: `topics` normalised to "a, b"; `followUpOf` (empty for the first send) the lead it continues. */
export type ChatEnquiry = { kind: 'chat' } & FormValues<'chat'>;

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
 * A value as the mail shows it: trimmed; a one-line field also without the invisible characters
 * that could reorder or disguise it (./invisible), free text (message, description) only trimmed.
 */
const received = (field: FieldDefinition, raw: string | undefined): string => (field.freeText ? (raw ?? '') : removeInvisible(raw ?? '')).trim();

/** Step 2: the same field rules as the form; returns the trimmed enquiry the mail is built from. */
export function validateEnquiry(envelope: EnquiryEnvelope): EnquiryResult {
  const { kind } = envelope;
  const fields = fieldsOf(kind);
  const values = Object.fromEntries(fieldNames(kind).map((name) => [name, received(fields[name], envelope.values[name])]));
  const errors = validateFields(kind, values) as Record<string, string>;
  if (hasErrors(errors)) return { ok: false, message: 'Some fields are missing or invalid.', fields: errors };
  const accepted = Object.entries(values).map(([name, value]) => {
    const field = fields[name as keyof typeof fields];
    const filled = value || field.empty || '';
    return [name, field.normalise ? field.normalise(filled) : filled];
  });
  return { ok: true, enquiry: { kind, ...Object.fromEntries(accepted) } as Enquiry };
}
