import { randomUUID } from 'node:crypto';
import { readFormEntry } from '../../../src/lib/contact/netlify-forms';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/contact/protocol';
import { validateEnquiry } from '../../../src/lib/contact/schema';
import { deliverAndRecord } from './delivery';
import { RESPONSE_HEADERS } from './http';
import { consoleLogger, type Logger, withDuration } from './log';
import { createMailer } from './mailer';
import { type HandlerDeps, isProduction, readMailConfig } from './runtime-config';
import type { InvocationContext } from './send-email-handler';
import { newSubmission, referenceFor, referenceForFormSubmission } from './submission';
import { UnreadableRecordError } from './submission-store';

export type SubmissionCreatedDeps = HandlerDeps;

/** The part of Netlify's event body we read: `{ payload: { id, form_name, data, created_at, … } }`. */
interface SubmissionPayload {
  id?: unknown;
  form_name?: unknown;
  data?: unknown;
}

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: RESPONSE_HEADERS });
}

/**
 * `submission-created`: Netlify calls it for every verified, non-spam Forms submission. It mails
 * the leads send-email never handled — posted without JavaScript, or filed by the browser after
 * send-email was unreachable or refused for a server-side reason — through the same delivery
 * code (stored first, then SMTP, then the scheduled retry).
 *
 * - An entry carrying a `reference` was accepted by send-email, which mails it: skipped.
 * - Idempotent: the record's reference derives from the browser's Idempotency-Key when the
 *   entry has one (so a lead send-email stored but never confirmed is not mailed again), else
 *   from Netlify's submission id; the store's create-if-new lets only the first call deliver.
 * - Answers 5xx on failure so it shows in the function's metrics; bad input gets a 4xx.
 */
/** Netlify's submission ids are 24 hex digits; `netlify dev` sends none. */
const NETLIFY_SUBMISSION_ID = /^[0-9a-f]{24}$/;
/** References are hash stems (see ./submission). */
const REFERENCE_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The event's submission id, `undefined` where a local run sends none, or `false` for anything
 * else: a forged or malformed id is refused before it reaches the log or the store.
 */
function readSubmissionId(id: unknown, production: boolean): string | undefined | false {
  if (typeof id === 'string' && NETLIFY_SUBMISSION_ID.test(id)) return id;
  if (id === undefined && !production) return undefined;
  return false;
}

export function createSubmissionCreatedHandler(deps: SubmissionCreatedDeps): (req: Request, context?: InvocationContext) => Promise<Response> {
  const logger = deps.logger ?? consoleLogger('submission-created');
  const now = deps.now ?? (() => new Date());

  async function handle(req: Request, context: InvocationContext, log: Logger): Promise<Response> {
    if (req.method !== 'POST') {
      log.info('refused', { outcome: 'refused', status: 405, reason: 'method-not-allowed' });
      return answer(405, { ok: false, message: 'Method not allowed. Use POST.' });
    }
    // A JSON body needs a CORS preflight this function never grants, so no third-party page can
    // make a visitor's browser post one; text/plain and form bodies are simple requests: refused.
    const contentType = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (contentType !== 'application/json') {
      log.warn('refused', { outcome: 'refused', status: 415, reason: 'not-json' });
      return answer(415, { ok: false, message: 'Expected a Netlify event (application/json).' });
    }
    let payload: SubmissionPayload | undefined;
    try {
      const body = (await req.json()) as { payload?: unknown };
      if (typeof body.payload === 'object' && body.payload !== null) payload = body.payload as SubmissionPayload;
    } catch {
      // handled below
    }
    if (!payload) {
      log.warn('refused', { outcome: 'refused', status: 400, reason: 'no-payload' });
      return answer(400, { ok: false, message: 'Expected a JSON body { payload: { form_name, data, … } }.' });
    }
    const production = isProduction(deps.env, context.deploy?.context);
    const submissionId = readSubmissionId(payload.id, production);
    if (submissionId === false) {
      log.warn('refused', { outcome: 'refused', status: 400, reason: 'malformed-submission-id' });
      return answer(400, { ok: false, message: 'Not a Netlify submission event.' });
    }
    const entry = readFormEntry(payload.form_name, payload.data);
    if (!entry.ok) {
      // Another form of the site, if one is ever added: not a lead for this pipeline.
      log.info('ignored', { outcome: 'ignored', reason: entry.reason, submission: submissionId });
      return answer(200, { ok: true, outcome: 'ignored' });
    }
    const { kind } = entry.envelope;
    // Only a reference of our own shape tags a lead send-email accepted; anything else is untagged.
    if (entry.reference && REFERENCE_PATTERN.test(entry.reference)) {
      log.info('skipped', { ref: entry.reference, outcome: 'mailed-by-send-email', kind, submission: submissionId });
      return answer(200, { ok: true, outcome: 'skipped', reference: entry.reference });
    }
    if (entry.envelope.website.trim() !== '') {
      log.info('honeypot', { outcome: 'dropped', kind, submission: submissionId });
      return answer(200, { ok: true, outcome: 'dropped' });
    }
    const validated = validateEnquiry(entry.envelope);
    if (!validated.ok) {
      const reason = `invalid-fields:${Object.keys(validated.fields).join(',')}`;
      log.warn('not-mailed', { outcome: 'kept-in-forms-only', status: 422, reason, kind, submission: submissionId });
      return answer(422, { ok: false, message: validated.message, fields: validated.fields });
    }

    const key = entry.idempotencyKey && IDEMPOTENCY_KEY_PATTERN.test(entry.idempotencyKey) ? entry.idempotencyKey : undefined;
    // `netlify dev` sends no submission id: each of its calls is a new submission.
    const reference = key ? referenceFor(key) : referenceForFormSubmission(submissionId ?? randomUUID());
    const store = deps.openStore();
    let unreadable = false;
    try {
      const existing = await store.read(reference);
      if (existing) {
        log.info('skipped', { ref: reference, outcome: 'already-handled', state: existing.record.state, kind, submission: submissionId });
        return answer(200, { ok: true, outcome: 'skipped', reference });
      }
    } catch (error) {
      if (!(error instanceof UnreadableRecordError)) throw error;
      log.warn('unreadable-record-replaced', { ref: reference });
      unreadable = true;
    }
    // Stored before any SMTP attempt; create-if-new makes a concurrent twin call lose here.
    const record = newSubmission(validated.enquiry, reference, now());
    if (!(unreadable ? await store.replace(record) : await store.create(record))) {
      log.info('skipped', { ref: reference, outcome: 'already-handled', kind, submission: submissionId });
      return answer(200, { ok: true, outcome: 'skipped', reference });
    }
    const mailer = createMailer(readMailConfig(deps.env, production, { cwd: deps.cwd, smtpTimeouts: deps.smtpTimeouts }));
    const finished = await deliverAndRecord(record, { store, mailer, now, logger: log });
    if (finished.state === 'failed') return answer(502, { ok: false, message: 'The mail server refused the message.', reference });
    const status = finished.state === 'sent' ? 200 : 202;
    return answer(status, { ok: true, outcome: finished.state, reference });
  }

  return async (req, context = {}) => {
    const log = withDuration(logger, Date.now());
    let response: Response;
    try {
      response = await handle(req, context, log);
    } catch (error) {
      const detail = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'unknown';
      log.error('unexpected-error', { outcome: 'failed', status: 503, error: detail });
      response = answer(503, { ok: false, message: 'The submission could not be handled; it stays in the Forms dashboard.' });
    }
    // Netlify discards an event function's answer and shows the visitor the form's action page.
    // `netlify dev` hands us the visitor's own form POST (its URL is the page the form posted to)
    // and returns our answer to the browser: a native form post (a navigation) is sent on to that
    // page; the browser's background filing (fetch) gets the JSON answer.
    const { pathname } = new URL(req.url);
    const navigation = req.headers.get('sec-fetch-mode') === 'navigate';
    if (navigation && !pathname.startsWith('/.netlify/') && response.status < 300) {
      return new Response(null, { status: 303, headers: { ...RESPONSE_HEADERS, Location: pathname } });
    }
    return response;
  };
}
