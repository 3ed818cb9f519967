/**
 * The wire contract of POST /api/send-email, the one module the browser (client.ts, the forms)
 * and the function (netlify/functions/lib) both read: path and headers, the kinds of lead and the
 * keys each may carry, the length limits, and the answers with their HTTP status codes.
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
export const ENQUIRY_KINDS = ['contact', 'consultation', 'chat'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Contact form variants: the /contact?demo=true form asks for a demo. */
export const CONTACT_TOPICS = ['general', 'demo'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * Keys every kind may carry besides its fields: the captcha token, the honeypot, and where the
 * lead came from (`attribution`: an object of src/lib/attribution.ts's fields; what fails its
 * rules is dropped, never a reason to refuse the lead).
 */
export const COMMON_KEYS = ['kind', 'captchaToken', 'website', 'attribution'] as const;
export const FIELD_KEYS = {
  contact: ['name', 'email', 'company', 'message', 'topic'],
  consultation: ['name', 'email', 'phone', 'company', 'companySize', 'bestTime', 'description'],
  chat: ['name', 'email', 'message', 'topics', 'page', 'followUpOf'],
} as const satisfies Record<EnquiryKind, readonly string[]>;
/** Keys that may be left out (treated as empty). */
export const OPTIONAL_KEYS: ReadonlySet<string> = new Set(['company', 'topic', 'website', 'message', 'topics', 'followUpOf', 'attribution']);

export function allowedKeys(kind: EnquiryKind): readonly string[] {
  return [...COMMON_KEYS, ...FIELD_KEYS[kind]];
}

/** Upper bounds per field: they keep one enquiry well inside the body cap. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 200,
  message: 5000,
  phone: 40,
  bestTime: 100,
  description: 5000,
  /** The chat's transcript of what the visitor wrote; the browser keeps the latest text that fits. */
  chatMessage: 5000,
  /** The path of the page the chat was on. */
  page: 300,
} as const;
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
