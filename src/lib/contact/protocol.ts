/**
 * The wire contract of POST /api/send-email, shared by the browser helper and the function.
 *
 * Success: 202 { ok: true, status: 'received', reference } stored; the mail is sent after this answer
 *          200 { ok: true, status: 'sent', reference }     a replay: the mail went out already
 *          202 { ok: true, status: 'queued', reference }   a replay: stored, a scheduled retry sends it
 * Failure: 4xx/5xx { ok: false, message, fields?, unknownKeys?, reference? }
 */
export const SEND_EMAIL_PATH = '/api/send-email';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A UUID fits; anything from 16 to 128 URL-safe characters is accepted. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Request bodies above this are refused before parsing (413). */
export const MAX_BODY_BYTES = 32 * 1024;

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
