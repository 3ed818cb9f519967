import { readFormEntry } from '../../../src/lib/contact/netlify-forms';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/contact/lead-contract';
import { RESPONSE_HEADERS } from './http';
import { consoleLogger, type Logger, withDuration } from './log';
import { type Env, isProduction } from './runtime-config';
import type { InvocationContext } from './send-email-handler';
import { referenceFor } from './submission';
import type { SubmissionStore } from './submission-store';

export interface SubmissionCreatedDeps {
  env: Env;
  /** The leads send-email stored: read only, to say who mails the entry's lead. */
  openStore: () => SubmissionStore;
  logger?: Logger;
  /** How long to wait for send-email's record of a lead filed in a form it mails (tests shorten it). */
  storeSettleMs?: number;
}

/**
 * The browser files a lead in a form send-email mails at the same time as it sends the lead (a
 * chat left with `pagehide`): Netlify's event may come before send-email has stored it. One
 * second look after this long tells a slow store from a lead nobody will mail.
 */
const STORE_SETTLE_MS = 4_000;

/** The part of Netlify's event body we read: `{ payload: { id, form_name, data, created_at, … } }`. */
interface SubmissionPayload {
  id?: unknown;
  form_name?: unknown;
  data?: unknown;
}

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: RESPONSE_HEADERS });
}

/** Netlify's submission ids are 24 hex digits; `netlify dev` sends none. */
const NETLIFY_SUBMISSION_ID = /^[0-9a-f]{24}$/;
/** References are hash stems (see ./submission). */
const REFERENCE_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The event's submission id, `undefined` where a local run sends none, or `false` for anything
 * else: a forged or malformed id is refused before it reaches the log.
 */
function readSubmissionId(id: unknown, production: boolean): string | undefined | false {
  if (typeof id === 'string' && NETLIFY_SUBMISSION_ID.test(id)) return id;
  if (id === undefined && !production) return undefined;
  return false;
}

/**
 * `submission-created`: Netlify calls it for every verified, non-spam Forms submission, and so
 * can anyone else: the route is public (docs/SECURITY.md). So it never mails, never writes, and
 * never acts on what the event says; it logs one line that ties the Forms entry to the lead.
 *
 * - Mail goes out only for a lead that send-email stored after its captcha check and rate limit.
 *   An entry filed with JavaScript on names its lead (`reference`, and the `idempotency-key` it
 *   derives from); whether send-email stored that lead is read from the store, not from the entry:
 *   stored → send-email or the retry job mails it; not stored → only Netlify's form notification
 *   does, on the forms it is set up for (src/lib/contact/netlify-forms.ts).
 * - An entry in a form for leads send-email mails, whose lead send-email never stored, would be
 *   mailed by nobody: an `error` line (an operator answers it from the dashboard entry).
 * - Any other entry (posted without JavaScript) stays in the Forms dashboard, where Netlify's own
 *   form notification mails it: only Netlify can trigger that, so a forged event mails nothing.
 * - Bad input gets a 4xx and a bounded log line.
 */
export function createSubmissionCreatedHandler(deps: SubmissionCreatedDeps): (req: Request, context?: InvocationContext) => Promise<Response> {
  const logger = deps.logger ?? consoleLogger('submission-created');

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
    if (entry.envelope.website.trim() !== '') {
      log.info('honeypot', { outcome: 'dropped', kind, submission: submissionId });
      return answer(200, { ok: true, outcome: 'dropped' });
    }
    // The key is what send-email stored the lead under; a reference is logged only in our own shape.
    const key = entry.idempotencyKey && IDEMPOTENCY_KEY_PATTERN.test(entry.idempotencyKey) ? entry.idempotencyKey : undefined;
    const reference = key ? referenceFor(key) : entry.reference !== undefined && REFERENCE_PATTERN.test(entry.reference) ? entry.reference : undefined;
    let stored = reference ? await storedState(reference) : 'none';
    if (stored === 'none' && entry.mailer === 'site' && reference) {
      await new Promise((resolve) => setTimeout(resolve, deps.storeSettleMs ?? STORE_SETTLE_MS));
      stored = await storedState(reference);
    }
    const unmailed = stored === 'none' && entry.mailer === 'site';
    const outcome = unmailed ? 'mailed-by-nobody' : stored === 'none' ? 'forms-only' : stored === 'unknown' ? 'store-unreadable' : 'mailed-by-send-email';
    const line = { ref: reference, outcome, state: stored === 'none' || stored === 'unknown' ? undefined : stored, kind, submission: submissionId };
    if (unmailed) log.error('forms-entry', line);
    else if (outcome === 'store-unreadable') log.warn('forms-entry', line);
    else log.info('forms-entry', line);
    return answer(200, { ok: true, outcome: 'recorded', reference });
  }

  /**
   * The state of the lead send-email stored under this reference, `none` when it stored none, or
   * `unknown` when the store could not say (the entry is then in the dashboard either way, and
   * Netlify's notification has mailed it).
   */
  async function storedState(reference: string): Promise<string> {
    try {
      return (await deps.openStore().read(reference))?.record.state ?? 'none';
    } catch {
      return 'unknown';
    }
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
