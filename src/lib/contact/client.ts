import type { CompanySize } from './fields';
import {
  IDEMPOTENCY_HEADER,
  SEND_EMAIL_PATH,
  type DeliveryStatus,
  type SendEmailResponseBody,
} from './protocol';
import type { ContactTopic } from './schema';

export { makeSimulatedCaptchaToken } from './captcha';

/**
 * Browser helper for POST /api/send-email. It sends structured fields only; the server picks
 * recipient, sender and templates.
 *
 * Stable API (the consultation modal builds on it):
 *
 *   submitEnquiry(
 *     { kind: 'consultation', name, email, phone, company, companySize, bestTime, description,
 *       captchaToken, website: '' },
 *     { idempotencyKey },
 *   ) → Promise<{ ok: true; status: 'sent' | 'queued' } | { ok: false; message: string }>
 *
 * - `website` is the honeypot: always send the (normally empty) value of the hidden field.
 * - `idempotencyKey`: one per submission; reuse it when retrying the same content so the team
 *   gets one mail (see {@link newIdempotencyKey}).
 * - `status: 'queued'` means the message is stored and will be sent by a retry: show success.
 * - It never throws; network errors come back as `{ ok: false }`.
 */
export interface ContactPayload {
  kind: 'contact';
  name: string;
  email: string;
  company: string;
  message: string;
  /** 'demo' for the /contact?demo=true variant; defaults to 'general'. */
  topic?: ContactTopic;
  captchaToken: string;
  website: string;
}

export interface ConsultationPayload {
  kind: 'consultation';
  name: string;
  email: string;
  phone: string;
  company: string;
  companySize: CompanySize;
  bestTime: string;
  description: string;
  captchaToken: string;
  website: string;
}

export type EnquiryPayload = ContactPayload | ConsultationPayload;

export type SubmitResult = { ok: true; status: DeliveryStatus } | { ok: false; message: string };

export interface SubmitOptions {
  idempotencyKey: string;
  /** Give up after this long (the server's own SMTP timeouts are far shorter). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  endpoint?: string;
}

const DEFAULT_TIMEOUT_MS = 20_000;

function isResponseBody(value: unknown): value is SendEmailResponseBody {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

export async function submitEnquiry(payload: EnquiryPayload, options: SubmitOptions): Promise<SubmitResult> {
  const doFetch = options.fetchImpl ?? fetch;
  try {
    const response = await doFetch(options.endpoint ?? SEND_EMAIL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: options.idempotencyKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && isResponseBody(body) && body.ok) return { ok: true, status: body.status };
    const message = isResponseBody(body) && !body.ok ? body.message : `HTTP ${response.status}`;
    return { ok: false, message };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Network error' };
  }
}

/** A fresh key per submission: crypto.randomUUID where available, random bytes otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
