import { fieldNames, fieldsOf, FORMS, type FieldName, type FormKind } from './forms';

/**
 * The wire contract of POST /api/send-email, the one module the browser (client.ts, the forms)
 * and the function (netlify/functions/lib) both read: path and headers, the kinds of lead and the
 * keys each may carry (their fields and limits are the forms' definitions, ./forms), and the
 * answers with their HTTP status codes.
 *
 * Success: 202 { ok: true, status: 'received', reference } stored; the mail is sent after this answer
 *          200 { ok: true, status: 'sent', reference }     a replay: the mail went out already
 *          202 { ok: true, status: 'queued', reference }   a replay: stored, a scheduled retry sends it
 * Failure: 4xx/5xx { ok: false, message, fields?, unknownKeys?, reference? } (SEND_EMAIL_ERROR_STATUS)
 */
export const SEND_EMAIL_PATH = '/api/send-email';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A UUID fits; anything from 16 to 128 URL-safe characters is accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Request bodies above this are refused before parsing (413). */
export const MAX_BODY_BYTES = 32 * 1024;

/** The kinds of lead: the contact form, the consultation modal, the chat's conversation. */
export const ENQUIRY_KINDS = ['contact', 'consultation', 'chat'] as const satisfies readonly FormKind[];
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export { CONTACT_TOPICS, type ContactTopic } from './field-values';

/**
 * Keys every kind may carry besides its fields: the captcha token, the honeypot, and where the
 * lead came from (`attribution`: an object of src/lib/attribution.ts's fields; what fails its
 * rules is dropped, never a reason to refuse the lead).
 */
export const COMMON_KEYS = ['kind', 'captchaToken', 'website', 'attribution'] as const;
/** Each kind's field keys, in the order of its definition (./forms). */
export const FIELD_KEYS: { readonly [K in EnquiryKind]: ReadonlyArray<FieldName<K>> } = {
  contact: fieldNames('contact'),
  consultation: fieldNames('consultation'),
  chat: fieldNames('chat'),
};
/**
 * Keys that may be left out (treated as empty): the honeypot, the attribution, and every field
 * that is optional in any kind (a required one left out is then reported by its own message).
 */
export const OPTIONAL_KEYS: ReadonlySet<string> = new Set([
  'website',
  'attribution',
  ...ENQUIRY_KINDS.flatMap((kind) => fieldNames(kind).filter((name) => !fieldsOf(kind)[name].required)),
]);

export function allowedKeys(kind: EnquiryKind): readonly string[] {
  return [...COMMON_KEYS, ...FIELD_KEYS[kind]];
}

/** The chat's transcript of what the visitor wrote: the browser keeps the latest text that fits (src/lib/chat/lead.ts). */
export const FIELD_MAX_LENGTH = { chatMessage: FORMS.chat.fields.message.maxLength.length } as const;
export const MAX_CAPTCHA_TOKEN_LENGTH = 4096;
export const MAX_HONEYPOT_LENGTH = 500;

/** The HTTP status of each refusal or failure the function answers with. */
export const SEND_EMAIL_ERROR_STATUS = {
  /** Not JSON, not an object, unknown kind or keys, a field missing or invalid. */
  invalid: 400,
  /** The captcha token was checked and rejected. */
  captchaRejected: 403,
  /** The request's Origin is not one of the site's addresses. */
  foreignOrigin: 403,
  /** Not POST. */
  methodNotAllowed: 405,
  /** The body is larger than MAX_BODY_BYTES. */
  tooLarge: 413,
  /** Not application/json. */
  unsupportedMediaType: 415,
  /** The Idempotency-Key was already used for a different message. */
  keyReused: 422,
  /** The store or the captcha service is unavailable: nothing was stored, try again. */
  unavailable: 503,
} as const;

export type DeliveryStatus = 'received' | 'sent' | 'queued';

export interface SendEmailSuccessBody {
  ok: true;
  status: DeliveryStatus;
  reference: string;
}

export interface SendEmailErrorBody {
  ok: false;
  message: string;
  /** Field name → what is wrong with it. */
  fields?: Record<string, string>;
  /** Keys the request had that this kind does not allow. */
  unknownKeys?: string[];
  reference?: string;
}

export type SendEmailResponseBody = SendEmailSuccessBody | SendEmailErrorBody;
