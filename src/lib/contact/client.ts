import type { Attribution } from '../attribution';
import type { SentValues } from './forms';
import { IDEMPOTENCY_HEADER, SEND_EMAIL_PATH, type DeliveryStatus, type EnquiryKind, type SendEmailResponseBody } from './lead-contract';
import { encodeFormEntry, FORMS_POST_PATH, type FormEntryTags, type LeadMailer } from './netlify-forms';
import { referenceOf } from './reference';

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
 *   ) → Promise<{ ok: true; status: 'received' | 'sent' | 'queued' } | { ok: false; message: string }>
 *
 * - `website` is the honeypot: always send the (normally empty) value of the hidden field.
 * - `idempotencyKey`: one per submission; reuse it when retrying the same content so the team
 *   gets one mail (see {@link newIdempotencyKey}).
 * - `status: 'received'`: stored, the mail is sent right after the answer; `'sent'` and `'queued'`
 *   answer a repeated key (mailed already; stored for a retry: the reply may be delayed).
 * - The chat sends `kind: 'chat'` (ChatPayload) through the same path (src/lib/chat/lead.ts).
 * - It never throws; network errors come back as `{ ok: false }`.
 */
/** What every lead carries besides its fields. */
interface LeadExtras {
  captchaToken: string;
  website: string;
  /** Where the lead came from (src/browser/attribution.ts's currentAttribution). */
  attribution?: Attribution;
}

/** A kind's request body: its fields as ./forms defines them ('demo' topic for the /contact?demo=true variant). */
export type PayloadOf<K extends EnquiryKind> = { kind: K } & SentValues<K> & LeadExtras;
export type ContactPayload = PayloadOf<'contact'>;
export type ConsultationPayload = PayloadOf<'consultation'>;
/** The chat's conversation as a lead (see src/lib/chat/lead.ts): the message one line each, topics "a, b", followUpOf empty or a reference. */
export type ChatPayload = PayloadOf<'chat'>;

export type EnquiryPayload = ContactPayload | ConsultationPayload | ChatPayload;

export type SubmitResult =
  | { ok: true; status: DeliveryStatus; reference?: string }
  /** `httpStatus` is absent when no answer came (network error, timeout). */
  | { ok: false; message: string; httpStatus?: number; reference?: string };

export interface SubmitOptions {
  idempotencyKey: string;
  /** Give up after this long (the server's own SMTP timeouts are far shorter). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  endpoint?: string;
  /** Let the request outlive the page (sent from `pagehide`; its answer is never read). */
  keepalive?: boolean;
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
      keepalive: options.keepalive ?? false,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && isResponseBody(body) && body.ok) return { ok: true, status: body.status, reference: body.reference };
    if (isResponseBody(body) && !body.ok) return { ok: false, message: body.message, httpStatus: response.status, reference: body.reference };
    return { ok: false, message: `HTTP ${response.status}`, httpStatus: response.status };
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

/**
 * A failure on our side rather than the visitor's: no answer at all, or a 5xx (store or captcha
 * provider unavailable, captcha not configured, a gateway error). A 4xx means the request
 * itself was refused (fields, captcha verdict, origin) and the visitor has to act.
 */
export function isServerSideFailure(result: SubmitResult): boolean {
  return !result.ok && (result.httpStatus === undefined || result.httpStatus >= 500);
}

export interface FileOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  endpoint?: string;
}

/**
 * Files the lead with Netlify Forms: a urlencoded POST with `form-name`, sent with keepalive so
 * it completes even when the visitor leaves the page. `mailer` picks the form: the one Netlify's
 * notification mails, or the one for leads send-email mails itself. True when Netlify answered
 * 2xx. Never throws.
 */
export async function fileFormEntry(
  kind: EnquiryPayload['kind'],
  values: Readonly<Record<string, string>>,
  tags: FormEntryTags,
  mailer: LeadMailer,
  options: FileOptions = {},
): Promise<boolean> {
  const doFetch = options.fetchImpl ?? fetch;
  try {
    const response = await doFetch(options.endpoint ?? FORMS_POST_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: encodeFormEntry(kind, values, tags, mailer),
      keepalive: true,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export interface LeadOptions extends SubmitOptions {
  forms?: FileOptions;
}

/**
 * One lead, two records:
 *
 * 1. POST /api/send-email (JSON) — the path that mails. Accepted (sent or queued): the lead is
 *    filed with Netlify Forms in the background, in the form for leads send-email mails itself,
 *    and the visitor is told it was sent (or, when queued, received).
 * 2. Refused for a server-side reason or unreachable: the lead is filed, in the form Netlify's
 *    notification mails, and awaited (send-email mails it too if it had stored the lead before
 *    the answer was lost: the same reference in both mails). Only when Netlify took it is the
 *    visitor told it was received (`queued`); otherwise the failure text is shown and nothing was
 *    kept.
 * 3. Refused because of the request (4xx): nothing is filed; the visitor sees the failure.
 *
 * Every Forms entry names the lead's reference (derived from the key, as send-email derives it)
 * and carries the key, whatever send-email answered or whether it answered at all.
 */
export async function submitLead(payload: EnquiryPayload, options: LeadOptions): Promise<SubmitResult> {
  const result = await submitEnquiry(payload, options);
  const { kind, captchaToken: _token, attribution, ...values } = payload;
  const fields = values as unknown as Record<string, string>;
  if (!result.ok && !isServerSideFailure(result)) return result;
  const tags = { reference: await referenceOf(options.idempotencyKey), idempotencyKey: options.idempotencyKey, attribution };
  if (result.ok) {
    void fileFormEntry(kind, fields, tags, 'site', options.forms);
    return result;
  }
  const filed = await fileFormEntry(kind, fields, tags, 'netlify', options.forms);
  return filed ? { ok: true, status: 'queued' } : result;
}

/**
 * The lead of a page that is going away (`pagehide`): both records start now, with keepalive, and
 * no answer is awaited (the page will not be there to read it).
 *
 * - With a captcha token: send-email gets the lead and mails it; the Forms entry goes in the form
 *   for leads send-email mails (a refusal it never reads is in its log, and in the retry job's).
 * - Without one (none could be fetched in time): only the Forms entry, in the form Netlify's
 *   notification mails, as after a server-side failure.
 */
export function sendLeadOnUnload(
  payload: Omit<EnquiryPayload, 'captchaToken'>,
  captchaToken: string | undefined,
  tags: Required<Omit<FormEntryTags, 'attribution'>>,
  options: LeadOptions,
): void {
  const { kind, attribution, ...values } = payload;
  const fields = values as unknown as Record<string, string>;
  if (captchaToken) void submitEnquiry({ ...payload, captchaToken } as EnquiryPayload, { ...options, keepalive: true });
  void fileFormEntry(kind, fields, { ...tags, attribution }, captchaToken ? 'site' : 'netlify', options.forms);
}
