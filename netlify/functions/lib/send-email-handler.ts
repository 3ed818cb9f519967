import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, MAX_BODY_BYTES, SEND_EMAIL_ERROR_STATUS as ERROR_STATUS } from '../../../src/lib/contact/lead-contract';
import { cleanAttribution, type Attribution } from '../../../src/lib/attribution';
import { readEnvelope, validateEnquiry, type Enquiry } from '../../../src/lib/contact/schema';
import { checkCaptcha, type CaptchaVerifierOptions } from './captcha-verifier';
import { deliverAndRecord } from './delivery';
import { errorResponse, isAllowedOrigin, isJsonContentType, jsonResponse, readBodyCapped } from './http';
import { consoleLogger, type Logger, withDuration } from './log';
import { createMailer } from './mailer';
import type { HandlerDeps } from './handler-deps';
import { captchaHostnames, configuredSiteUrls, isProduction, readCaptchaPolicy, readMailConfig } from './runtime-config';
import { contentHashOf, newSubmission, referenceFor, type SubmissionRecord } from './submission';
import { type StoredSubmission, type SubmissionStore, UnreadableRecordError } from './submission-store';

export interface SendEmailDeps extends HandlerDeps {
  captcha?: CaptchaVerifierOptions;
}

/** The parts of Netlify's Context we read; tests pass what they need. */
export interface InvocationContext {
  ip?: string;
  deploy?: { context?: string };
  /**
   * Keeps the invocation alive for work after the response (Functions v2: Netlify's runtime and
   * `netlify dev` both give it; @netlify/serverless-functions-api awaits these promises after the
   * response has been streamed).
   */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** One validated submission on its way in. */
interface Intake {
  req: Request;
  context: InvocationContext;
  enquiry: Enquiry;
  attribution: Attribution;
  token: string;
  reference: string;
  contentHash: string;
  /** This request's logger: adds the milliseconds since the request arrived. */
  log: Logger;
}

const GENERIC_FAILURE = 'Your message could not be sent. Please try again later.';

/**
 * The answer about a stored lead after a delivery attempt (a replayed key, or a runtime without
 * waitUntil): 200 when the mail went out, otherwise 202 — the lead is kept and the retry job
 * delivers it (a refusal by the mail server included), so the visitor is told it was received
 * and the reply may be delayed.
 */
function storedResponse(record: SubmissionRecord, replayed: boolean): Response {
  const headers: Record<string, string> = replayed ? { 'Idempotent-Replayed': 'true' } : {};
  const { reference } = record;
  if (record.state === 'sent') return jsonResponse(200, { ok: true, status: 'sent', reference }, headers);
  return jsonResponse(202, { ok: true, status: 'queued', reference }, headers);
}

export function createSendEmailHandler(deps: SendEmailDeps): (req: Request, context?: InvocationContext) => Promise<Response> {
  const logger = deps.logger ?? consoleLogger('send-email');
  const now = deps.now ?? (() => new Date());
  /**
   * Keys whose first request is still running in this instance. The store's create-if-new is
   * the real guard across instances; this only spares a twin request the round trips.
   */
  const inFlight = new Map<string, string>();

  async function handle(req: Request, context: InvocationContext, log: Logger): Promise<Response> {
    /** Every refusal leaves one line saying why (no personal data: status and reason only). */
    const refuse = (status: number, reason: string, message: string, details: Parameters<typeof errorResponse>[2] = {}): Response => {
      log.info('refused', { outcome: 'refused', status, reason });
      return errorResponse(status, message, details);
    };
    if (req.method !== 'POST')
      return refuse(ERROR_STATUS.methodNotAllowed, 'method-not-allowed', 'Method not allowed. Use POST.', { headers: { Allow: 'POST' } });
    if (!isAllowedOrigin(req, configuredSiteUrls(deps.env))) {
      return refuse(ERROR_STATUS.foreignOrigin, 'foreign-origin', 'Requests from other sites are not accepted.');
    }
    if (!isJsonContentType(req.headers.get('content-type'))) {
      return refuse(ERROR_STATUS.unsupportedMediaType, 'not-json', 'Content-Type must be application/json.');
    }
    const body = await readBodyCapped(req, MAX_BODY_BYTES);
    if (!body.ok) return refuse(ERROR_STATUS.tooLarge, 'body-too-large', `The request body must be at most ${MAX_BODY_BYTES} bytes.`);

    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return refuse(ERROR_STATUS.invalid, 'bad-json', 'The request body is not valid JSON.');
    }
    const envelope = readEnvelope(parsed);
    if (!envelope.ok) {
      const { message, fields, unknownKeys } = envelope;
      return refuse(ERROR_STATUS.invalid, unknownKeys ? 'unknown-keys' : 'bad-shape', message, { fields, unknownKeys });
    }
    if (envelope.envelope.website.trim() !== '') {
      // Honeypot filled: a bot. Answer as a new lead is answered, store and send nothing.
      log.info('honeypot', { kind: envelope.envelope.kind, outcome: 'dropped' });
      return jsonResponse(202, { ok: true, status: 'received', reference: referenceFor(randomUUID()) });
    }
    const validated = validateEnquiry(envelope.envelope);
    if (!validated.ok) {
      return refuse(ERROR_STATUS.invalid, `invalid-fields:${Object.keys(validated.fields).join(',')}`, validated.message, { fields: validated.fields });
    }

    // Attribution never refuses a lead: what fails its rules is dropped, and named (never quoted) in the log.
    const { attribution, dropped } = cleanAttribution(envelope.envelope.attribution);
    if (dropped.length > 0) log.info('attribution-dropped', { kind: validated.enquiry.kind, fields: dropped.join(',') });

    const key = req.headers.get(IDEMPOTENCY_HEADER);
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return refuse(ERROR_STATUS.invalid, 'bad-idempotency-key', `The ${IDEMPOTENCY_HEADER} header is missing or invalid.`, {
        fields: { [IDEMPOTENCY_HEADER]: 'Required: 16 to 128 letters, digits, "-" or "_" (a UUID fits).' },
      });
    }
    return accept({ req, context, enquiry: validated.enquiry, attribution, token: envelope.envelope.captchaToken, reference: referenceFor(key), log });
  }

  /** The stored record for this key; `unreadable` when one exists but cannot be parsed. */
  async function lookUp(
    store: SubmissionStore,
    reference: string,
    log: Logger,
  ): Promise<{ existing: StoredSubmission | null; unreadable?: UnreadableRecordError }> {
    try {
      return { existing: await store.read(reference) };
    } catch (error) {
      if (!(error instanceof UnreadableRecordError)) throw error;
      // Nothing can be recovered from it; this submission takes its place. Still an alert: a
      // record that could not be read means a write was cut short somewhere.
      log.error('unreadable-record-replaced', { ref: reference });
      return { existing: null, unreadable: error };
    }
  }

  /** null when the token passes; otherwise the response to send. */
  async function refuseByCaptcha({ req, context, enquiry, token, log }: Intake, production: boolean): Promise<Response | null> {
    const expectations = { hostnames: captchaHostnames(deps.env, req.url), action: enquiry.kind };
    const captcha = await checkCaptcha(readCaptchaPolicy(deps.env, production), token, expectations, context.ip, deps.captcha);
    if (captcha.ok) return null;
    if (captcha.status === 403) {
      log.info('refused', { outcome: 'refused', status: ERROR_STATUS.captchaRejected, reason: captcha.reason });
      return errorResponse(ERROR_STATUS.captchaRejected, 'The security check failed. Please try again.', { fields: { captchaToken: 'Rejected' } });
    }
    // A server-side refusal: the browser then files the lead with Netlify Forms, and Netlify's own
    // form notification mails it (submission-created only logs; see docs/OPERATORS.md).
    log.error('captcha-unavailable', { outcome: 'refused', status: ERROR_STATUS.unavailable, reason: captcha.reason });
    return errorResponse(ERROR_STATUS.unavailable, 'The security check is unavailable. Please try again later.');
  }

  async function accept(intake: Omit<Intake, 'contentHash'>): Promise<Response> {
    const { reference } = intake;
    const contentHash = contentHashOf(intake.enquiry);
    // A twin of a request still running here is answered at once (checked and marked before
    // any await, so two twins cannot both get past this line).
    const running = inFlight.get(reference);
    if (running !== undefined) {
      intake.log.info('replayed', { ref: reference, outcome: 'in-flight' });
      return running === contentHash
        ? jsonResponse(202, { ok: true, status: 'queued', reference }, { 'Idempotent-Replayed': 'true' })
        : conflict(reference, intake.log);
    }
    inFlight.set(reference, contentHash);
    try {
      return await acceptOnce({ ...intake, contentHash });
    } finally {
      inFlight.delete(reference);
    }
  }

  async function acceptOnce(intake: Intake): Promise<Response> {
    const { context, enquiry, attribution, reference, contentHash, log } = intake;
    const store = deps.openStore();
    // A repeated key is answered from the store, without a captcha check (tokens are
    // single-use) and without sending anything new.
    const { existing, unreadable } = await lookUp(store, reference, log);
    if (existing) return replay(existing.record, contentHash, log);

    const production = isProduction(deps.env, context.deploy?.context);
    const refusal = await refuseByCaptcha(intake, production);
    if (refusal) return refusal;

    // Stored before any SMTP attempt; create-if-new makes a twin in another instance lose here.
    const record = newSubmission(enquiry, reference, now(), attribution);
    const written = unreadable ? await store.replaceUnreadable(record, unreadable) : await store.create(record);
    if (!written) {
      const winner = await store.read(reference);
      if (winner) return replay(winner.record, contentHash, log);
      log.error('store-write-lost', { ref: reference, outcome: 'refused', status: ERROR_STATUS.unavailable });
      return errorResponse(ERROR_STATUS.unavailable, GENERIC_FAILURE);
    }
    const mailer = createMailer(readMailConfig(deps.env, production, { cwd: deps.cwd, smtpTimeouts: deps.smtpTimeouts }));
    const delivery = { store, mailer, now, logger: log };
    if (context.waitUntil) {
      // Accept fast, deliver after: the lead is stored (state `sending`), so the visitor is
      // answered now and the SMTP conversation runs after the answer; its outcome never changes
      // what the visitor is told. If the invocation dies before the attempt is recorded, the
      // record stays `sending` and the retry job takes it over (STALE_SENDING_MS).
      context.waitUntil(
        deliverAndRecord(record, delivery).catch((error: unknown) => {
          log.error('delivery-crashed', { ref: reference, outcome: 'sending', error: error instanceof Error ? error.name : 'unknown' });
        }),
      );
      log.info('accepted', { ref: reference, kind: enquiry.kind, outcome: 'received' });
      return jsonResponse(202, { ok: true, status: 'received', reference });
    }
    // No waitUntil (a caller outside Netlify's runtime): one attempt before the answer.
    return storedResponse(await deliverAndRecord(record, delivery), false);
  }

  function replay(record: SubmissionRecord, contentHash: string, log: Logger): Response {
    if (record.contentHash !== contentHash) return conflict(record.reference, log);
    log.info('replayed', { ref: record.reference, outcome: record.state });
    return storedResponse(record, true);
  }

  function conflict(reference: string, log: Logger): Response {
    log.info('refused', { ref: reference, outcome: 'refused', status: ERROR_STATUS.keyReused, reason: 'idempotency-key-reused' });
    return errorResponse(ERROR_STATUS.keyReused, `This ${IDEMPOTENCY_HEADER} was already used for a different message.`, {
      fields: { [IDEMPOTENCY_HEADER]: 'Already used' },
      reference,
    });
  }

  return async (req, context = {}) => {
    const log = withDuration(logger, Date.now());
    try {
      return await handle(req, context, log);
    } catch (error) {
      // Store outages land here: nothing was accepted, so the visitor may simply retry.
      const detail = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'unknown';
      const where =
        error instanceof Error
          ? (error.stack ?? '')
              .split('\n')
              .slice(1, 4)
              .map((line) => line.trim())
              .join(' | ')
          : '';
      log.error('unexpected-error', { outcome: 'refused', status: ERROR_STATUS.unavailable, error: detail, at: where });
      return errorResponse(ERROR_STATUS.unavailable, GENERIC_FAILURE);
    }
  };
}
