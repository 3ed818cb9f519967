import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, MAX_BODY_BYTES } from '../../../src/lib/contact/protocol';
import { readEnvelope, validateEnquiry, type Enquiry } from '../../../src/lib/contact/schema';
import { checkCaptcha, type CaptchaVerifierOptions } from './captcha-verifier';
import { deliverAndRecord } from './delivery';
import { errorResponse, isAllowedOrigin, isJsonContentType, jsonResponse, readBodyCapped } from './http';
import { consoleLogger, type Logger } from './log';
import { createMailer } from './mailer';
import {
  captchaHostnames,
  configuredSiteUrls,
  type Env,
  isProduction,
  readCaptchaPolicy,
  readMailConfig,
  type SmtpTimeouts,
} from './runtime-config';
import { contentHashOf, newSubmission, referenceFor, type SubmissionRecord } from './submission';
import { type StoredSubmission, type SubmissionStore, UnreadableRecordError } from './submission-store';

export interface SendEmailDeps {
  /** Called per request: in Netlify the Blobs environment exists only during an invocation. */
  openStore: () => SubmissionStore;
  env: Env;
  now?: () => Date;
  logger?: Logger;
  /** Base for a relative MAIL_OUTBOX_DIR (default: the process's working directory). */
  cwd?: string;
  smtpTimeouts?: Partial<SmtpTimeouts>;
  captcha?: CaptchaVerifierOptions;
}

/** The parts of Netlify's Context we read; tests pass what they need. */
export interface InvocationContext {
  ip?: string;
  deploy?: { context?: string };
}

/** One validated submission on its way in. */
interface Intake {
  req: Request;
  context: InvocationContext;
  enquiry: Enquiry;
  token: string;
  reference: string;
  contentHash: string;
}

const GENERIC_FAILURE = 'Your message could not be sent. Please try again later.';

function successOrFailure(record: SubmissionRecord, replayed: boolean): Response {
  const headers: Record<string, string> = replayed ? { 'Idempotent-Replayed': 'true' } : {};
  const { reference } = record;
  switch (record.state) {
    case 'sent':
      return jsonResponse(200, { ok: true, status: 'sent', reference }, headers);
    case 'sending':
    case 'queued':
      return jsonResponse(202, { ok: true, status: 'queued', reference }, headers);
    case 'failed':
      return errorResponse(502, 'The mail server refused the message.', { reference, headers });
  }
}

export function createSendEmailHandler(deps: SendEmailDeps): (req: Request, context?: InvocationContext) => Promise<Response> {
  const logger = deps.logger ?? consoleLogger('send-email');
  const now = deps.now ?? (() => new Date());
  /**
   * Keys whose first request is still running in this instance. The store's create-if-new is
   * the real guard across instances; this only spares a twin request the round trips.
   */
  const inFlight = new Map<string, string>();

  async function handle(req: Request, context: InvocationContext): Promise<Response> {
    if (req.method !== 'POST') {
      return errorResponse(405, 'Method not allowed. Use POST.', { headers: { Allow: 'POST' } });
    }
    if (!isAllowedOrigin(req, configuredSiteUrls(deps.env))) {
      logger.info('refused', { status: 403, reason: 'foreign-origin' });
      return errorResponse(403, 'Requests from other sites are not accepted.');
    }
    if (!isJsonContentType(req.headers.get('content-type'))) {
      return errorResponse(415, 'Content-Type must be application/json.');
    }
    const body = await readBodyCapped(req, MAX_BODY_BYTES);
    if (!body.ok) return errorResponse(413, `The request body must be at most ${MAX_BODY_BYTES} bytes.`);

    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return errorResponse(400, 'The request body is not valid JSON.');
    }
    const envelope = readEnvelope(parsed);
    if (!envelope.ok) {
      logger.info('refused', { status: 400, reason: envelope.unknownKeys ? 'unknown-keys' : 'bad-shape' });
      return errorResponse(400, envelope.message, { fields: envelope.fields, unknownKeys: envelope.unknownKeys });
    }
    if (envelope.envelope.website.trim() !== '') {
      // Honeypot filled: a bot. Look successful, store and send nothing.
      logger.info('honeypot', { kind: envelope.envelope.kind });
      return jsonResponse(200, { ok: true, status: 'sent', reference: referenceFor(randomUUID()) });
    }
    const validated = validateEnquiry(envelope.envelope);
    if (!validated.ok) return errorResponse(400, validated.message, { fields: validated.fields });

    const key = req.headers.get(IDEMPOTENCY_HEADER);
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return errorResponse(400, `The ${IDEMPOTENCY_HEADER} header is missing or invalid.`, {
        fields: { [IDEMPOTENCY_HEADER]: 'Required: 16 to 128 letters, digits, "-" or "_" (a UUID fits).' },
      });
    }
    return accept(req, context, validated.enquiry, envelope.envelope.captchaToken, referenceFor(key));
  }

  /** The stored record for this key; `unreadable` when one exists but cannot be parsed. */
  async function lookUp(store: SubmissionStore, reference: string): Promise<{ existing: StoredSubmission | null; unreadable: boolean }> {
    try {
      return { existing: await store.read(reference), unreadable: false };
    } catch (error) {
      if (!(error instanceof UnreadableRecordError)) throw error;
      // Nothing can be recovered from it; this submission takes its place.
      logger.error('unreadable-record-replaced', { ref: reference });
      return { existing: null, unreadable: true };
    }
  }

  /** null when the token passes; otherwise the response to send. */
  async function refuseByCaptcha(req: Request, context: InvocationContext, enquiry: Enquiry, token: string, production: boolean): Promise<Response | null> {
    const expectations = { hostnames: captchaHostnames(deps.env, req.url), action: enquiry.kind };
    const captcha = await checkCaptcha(readCaptchaPolicy(deps.env, production), token, expectations, context.ip, deps.captcha);
    if (captcha.ok) return null;
    if (captcha.status === 403) {
      logger.info('refused', { status: 403, reason: captcha.reason });
      return errorResponse(403, 'The security check failed. Please try again.', { fields: { captchaToken: 'Rejected' } });
    }
    logger.error('captcha-unavailable', { reason: captcha.reason });
    return errorResponse(503, 'The security check is unavailable. Please try again later.');
  }

  async function accept(req: Request, context: InvocationContext, enquiry: Enquiry, token: string, reference: string): Promise<Response> {
    const contentHash = contentHashOf(enquiry);
    // A twin of a request still running here is answered at once (checked and marked before
    // any await, so two twins cannot both get past this line).
    const running = inFlight.get(reference);
    if (running !== undefined) {
      return running === contentHash
        ? jsonResponse(202, { ok: true, status: 'queued', reference }, { 'Idempotent-Replayed': 'true' })
        : conflict(reference);
    }
    inFlight.set(reference, contentHash);
    try {
      return await acceptOnce({ req, context, enquiry, token, reference, contentHash });
    } finally {
      inFlight.delete(reference);
    }
  }

  async function acceptOnce({ req, context, enquiry, token, reference, contentHash }: Intake): Promise<Response> {
    const store = deps.openStore();
    // A repeated key is answered from the store, without a captcha check (tokens are
    // single-use) and without sending anything new.
    const { existing, unreadable } = await lookUp(store, reference);
    if (existing) return replay(existing.record, contentHash);

    const production = isProduction(deps.env, context.deploy?.context);
    const refusal = await refuseByCaptcha(req, context, enquiry, token, production);
    if (refusal) return refusal;

    // Stored before any SMTP attempt; create-if-new makes a twin in another instance lose here.
    const record = newSubmission(enquiry, reference, now());
    const written = unreadable ? await store.replace(record) : await store.create(record);
    if (!written) {
      const winner = await store.read(reference);
      return winner ? replay(winner.record, contentHash) : errorResponse(503, GENERIC_FAILURE);
    }
    logger.info('accepted', { ref: reference, kind: enquiry.kind });
    const mailer = createMailer(readMailConfig(deps.env, production, { cwd: deps.cwd, smtpTimeouts: deps.smtpTimeouts }));
    const finished = await deliverAndRecord(record, { store, mailer, now, logger });
    return successOrFailure(finished, false);
  }

  function replay(record: SubmissionRecord, contentHash: string): Response {
    if (record.contentHash !== contentHash) return conflict(record.reference);
    logger.info('replayed', { ref: record.reference, state: record.state });
    return successOrFailure(record, true);
  }

  function conflict(reference: string): Response {
    return errorResponse(422, `This ${IDEMPOTENCY_HEADER} was already used for a different message.`, {
      fields: { [IDEMPOTENCY_HEADER]: 'Already used' },
      reference,
    });
  }

  return async (req, context = {}) => {
    try {
      return await handle(req, context);
    } catch (error) {
      // Store outages land here: nothing was accepted, so the visitor may simply retry.
      const detail = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'unknown';
      const where = error instanceof Error ? (error.stack ?? '').split('\n').slice(1, 4).map((line) => line.trim()).join(' | ') : '';
      logger.error('unexpected-error', { error: JSON.stringify(detail), at: JSON.stringify(where) });
      return errorResponse(503, GENERIC_FAILURE);
    }
  };
}
