import { readFileSync } from 'node:fs';
import path from 'node:path';
import { memoryLogger } from '../../netlify/functions/lib/log';
import { runRetryPass } from '../../netlify/functions/lib/retry-handler';
import { createSubmissionCreatedHandler } from '../../netlify/functions/lib/submission-created-handler';
import { referenceFor, referenceForFormSubmission } from '../../netlify/functions/lib/submission';
import { openSubmissionStore } from '../../netlify/functions/lib/submission-store';
import { startBlobs } from './support/blobs';
import { CONTACT_TO, FAST_TIMEOUTS, startRig, validContact, type Rig } from './support/send-email-rig';

/**
 * The submission-created event function against a real Blobs server and a real SMTP sink, fed
 * Netlify's event body: `{ payload: { id, form_name, data, created_at, … }, site }`.
 */
type Payload = { id?: string; form_name?: string; data: Record<string, string> } & Record<string, unknown>;
const FIXTURE = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/netlify-forms/submission-created.json'), 'utf8')) as {
  payload: Payload;
};

function event(changes: { id?: string; form_name?: string; data?: Record<string, string> } = {}): Payload {
  return { ...FIXTURE.payload, ...changes, data: { ...FIXTURE.payload.data, ...changes.data } };
}

function eventRequest(
  payload: unknown,
  url = 'https://www.aurelion.example/.netlify/functions/submission-created',
  headers: Record<string, string> = {},
): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ payload, site: { name: 'aurelion-ai' } }),
  });
}

describe('submission-created', () => {
  let rig: Rig;
  let logger: ReturnType<typeof memoryLogger>;
  let call: (payload: unknown, url?: string, headers?: Record<string, string>) => Promise<Response>;

  beforeEach(async () => {
    rig = await startRig();
    logger = memoryLogger('submission-created');
    const handler = createSubmissionCreatedHandler({
      openStore: () => openSubmissionStore(rig.connection),
      env: rig.env,
      now: () => rig.clock.current,
      logger,
      smtpTimeouts: FAST_TIMEOUTS,
    });
    call = (payload, url, headers) => handler(eventRequest(payload, url, headers));
  });
  afterEach(() => rig.close());

  it('mails a contact entry posted without JavaScript, once, to the team with the visitor in Reply-To', async () => {
    const response = await call(event());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { reference: string };
    expect(body.reference).toBe(referenceForFormSubmission(FIXTURE.payload.id!));

    expect(rig.sink.received).toHaveLength(1);
    const [{ parsed, envelopeTo }] = rig.sink.received;
    expect(envelopeTo).toEqual([CONTACT_TO]);
    expect(parsed.replyTo?.value[0]?.address).toBe('ada@analytical.example');
    expect(parsed.subject).toBe('New contact message from Ada Lovelace');
    expect(parsed.text).toContain('We would like to automate our invoice processing with AI.');
    expect(parsed.text).toContain(`Reference: ${body.reference}`);
    expect((await rig.records())[0]).toMatchObject({ reference: body.reference, state: 'sent' });
  });

  it('is idempotent by Netlify submission id: a redelivered event mails nothing more', async () => {
    expect((await call(event())).status).toBe(200);
    const again = await call(event());
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'skipped' });
    expect(rig.sink.received).toHaveLength(1);
    // A different submission with the same text is another lead.
    expect((await call(event({ id: '67c2cd0a1f6e8d0008b1ffff' }))).status).toBe(200);
    expect(rig.sink.received).toHaveLength(2);
  });

  it('skips an entry tagged with the reference send-email returned (send-email mailed it)', async () => {
    const response = await call(event({ data: { reference: 'a'.repeat(32), 'idempotency-key': '5f0c7a52-6d1e-4c4e-9a57-3c1b0f7d9e21' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'skipped' });
    expect(rig.sink.received).toHaveLength(0);
    expect(await rig.records()).toHaveLength(0);
    expect(logger.entries()).toEqual([expect.objectContaining({ event: 'skipped', ref: 'a'.repeat(32), outcome: 'mailed-by-send-email' })]);
  });

  it('an untagged entry whose Idempotency-Key send-email already stored is not mailed twice', async () => {
    const key = '0d4b8f3e-2c1a-4e5b-9f6d-7a8b9c0d1e2f';
    expect((await rig.post(validContact(), { key })).status).toBe(200);
    expect(rig.sink.received).toHaveLength(1);

    const response = await call(event({ data: { 'idempotency-key': key } }));
    expect(await response.json()).toMatchObject({ outcome: 'skipped', reference: referenceFor(key) });
    expect(rig.sink.received).toHaveLength(1);
  });

  it('mails an untagged entry under its Idempotency-Key, so the visitor retrying send-email gets no second mail', async () => {
    const key = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const entry = validContact();
    const data = Object.fromEntries(Object.entries(entry).filter(([name]) => !['kind', 'captchaToken'].includes(name))) as Record<string, string>;
    expect((await call(event({ data: { ...data, topic: 'general', 'idempotency-key': key } }))).status).toBe(200);
    expect(rig.sink.received).toHaveLength(1);

    const retry = await rig.post(entry, { key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(rig.sink.received).toHaveLength(1);
  });

  it('mails a consultation entry with the consultation template', async () => {
    const data = {
      'form-name': 'consultation',
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      phone: '+1 555 0100',
      company: 'Compilers Inc',
      companySize: '<50',
      bestTime: 'Weekday mornings',
      description: 'A 15-minute call about an AI readiness audit.',
      website: '',
    };
    const response = await call({ id: '67c2cd0a1f6e8d0008b1c0c0', form_name: 'consultation', created_at: '2025-03-01T09:00:00.000Z', data });
    expect(response.status).toBe(200);
    expect(rig.sink.received).toHaveLength(1);
    expect(rig.sink.received[0].parsed.subject).toBe('New consultation request from Grace Hopper');
    expect(rig.sink.received[0].parsed.text).toContain('Company size: <50');
  });

  it('SMTP trouble: 202, stored as queued, and the scheduled retry sends it once', async () => {
    rig.sink.behaviour = 'tempfail-451';
    const response = await call(event());
    expect(response.status).toBe(202);
    expect((await rig.records())[0]).toMatchObject({ state: 'queued', attempts: 1 });

    rig.sink.behaviour = 'accept';
    rig.clock.advance(60 * 60_000);
    const deps = {
      openStore: () => rig.store,
      env: rig.env,
      now: () => rig.clock.current,
      logger: memoryLogger('retry-queued-email'),
      smtpTimeouts: FAST_TIMEOUTS,
    };
    expect(await runRetryPass(deps)).toMatchObject({ sent: 1 });
    expect(rig.sink.received).toHaveLength(1);
  });

  it('a permanent SMTP refusal answers 502 (a failure in the function metrics) and keeps the record', async () => {
    rig.sink.behaviour = 'reject-550';
    expect((await call(event())).status).toBe(502);
    expect((await rig.records())[0]).toMatchObject({ state: 'failed' });
  });

  it('does not mail an entry whose fields break the rules (422), and says why in the log', async () => {
    const response = await call(event({ data: { message: 'too short', email: 'ada@nowhere' } }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ ok: false, fields: { email: expect.any(String), message: expect.any(String) } });
    expect(rig.sink.received).toHaveLength(0);
    expect(logger.entries()[0]).toMatchObject({ level: 'warn', event: 'not-mailed', reason: 'invalid-fields:email,message' });
  });

  it('drops a filled honeypot, ignores other forms, refuses a body without payload (400)', async () => {
    expect((await call(event({ data: { website: 'http://spam.example' } }))).status).toBe(200);
    expect((await call(event({ form_name: 'newsletter', data: { 'form-name': 'newsletter' } }))).status).toBe(200);
    const handler = createSubmissionCreatedHandler({ openStore: () => rig.store, env: rig.env, logger });
    const bad = await handler(
      new Request('https://www.aurelion.example/.netlify/functions/submission-created', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'not json',
      }),
    );
    expect(bad.status).toBe(400);
    expect(rig.sink.received).toHaveLength(0);
    expect(await rig.records()).toHaveLength(0);
  });

  it('forged events mail nothing: a text/plain post from a foreign page, and in production an event without a Netlify id', async () => {
    const forged = JSON.stringify({ payload: event(), site: { name: 'aurelion-ai' } });
    const handler = createSubmissionCreatedHandler({ openStore: () => rig.store, env: rig.env, logger, smtpTimeouts: FAST_TIMEOUTS });
    const simple = await handler(
      new Request('https://www.aurelion.example/.netlify/functions/submission-created', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.test' },
        body: forged,
      }),
    );
    expect(simple.status).toBe(415);

    const production = createSubmissionCreatedHandler({
      openStore: () => rig.store,
      env: { ...rig.env, CONTEXT: 'production' },
      logger,
      smtpTimeouts: FAST_TIMEOUTS,
    });
    const { id: _id, ...withoutId } = event();
    expect((await production(eventRequest(withoutId))).status).toBe(400);
    const longId = 'a'.repeat(100_000);
    expect((await production(eventRequest(event({ id: longId })))).status).toBe(400);
    expect(rig.sink.received).toHaveLength(0);
    expect(await rig.records()).toHaveLength(0);
    expect(logger.lines.join('\n')).not.toContain('aaaaaaaaaa');
  });

  it('store unavailable: 503, nothing mailed (the entry stays in the Forms dashboard)', async () => {
    const blobs = await startBlobs();
    const dead = openSubmissionStore(blobs.connection);
    await blobs.close();
    const handler = createSubmissionCreatedHandler({ openStore: () => dead, env: rig.env, logger, smtpTimeouts: FAST_TIMEOUTS });
    expect((await handler(eventRequest(event()))).status).toBe(503);
    expect(rig.sink.received).toHaveLength(0);
    expect(logger.entries().at(-1)).toMatchObject({ level: 'error', event: 'unexpected-error', status: 503 });
  });

  it('netlify dev shape (form-name inside data, no id): mailed; a native post is sent on to its page, a fetch gets JSON', async () => {
    const { id: _id, form_name: _name, ...devPayload } = event();
    // netlify dev invokes the function with the visitor's request URL (the form's action).
    const response = await call(devPayload, 'http://localhost:8888/thank-you/', { 'sec-fetch-mode': 'navigate' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you/');
    expect(rig.sink.received).toHaveLength(1);

    const filed = await call(devPayload, 'http://localhost:8888/', { 'sec-fetch-mode': 'cors' });
    expect(filed.status).toBe(200);
    expect(rig.sink.received).toHaveLength(2);
  });

  it('writes one JSON line per event with level, fn, event, ref, outcome and ms, and no personal data', async () => {
    await call(event());
    const entries = logger.entries();
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'info',
        fn: 'submission-created',
        event: 'delivered',
        ref: referenceForFormSubmission(FIXTURE.payload.id!),
        outcome: 'sent',
        ms: expect.any(Number),
      }),
    ]);
    const log = logger.lines.join('\n');
    for (const personal of ['Ada', 'Lovelace', 'ada@analytical.example', 'invoice', '203.0.113.7']) expect(log).not.toContain(personal);
  });
});
