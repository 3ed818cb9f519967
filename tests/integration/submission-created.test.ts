import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { memoryLogger } from '../../netlify/functions/lib/log';
import { runRetryPass } from '../../netlify/functions/lib/retry-handler';
import { createSubmissionCreatedHandler } from '../../netlify/functions/lib/submission-created-handler';
import { referenceFor } from '../../netlify/functions/lib/submission';
import { startRig, validContact, type Rig } from '../../support/send-email-rig';

/**
 * The submission-created event function, fed Netlify's event body
 * (`{ payload: { id, form_name, data, created_at, … }, site }`), with production settings, a real
 * Blobs server and a real SMTP sink configured: whatever an event says, no mail leaves and
 * nothing is stored. Mail comes only from send-email.
 */
type Payload = { id?: string; form_name?: string; data: Record<string, string> } & Record<string, unknown>;
const FIXTURE = JSON.parse(readFileSync(path.join(__dirname, '../fixtures/netlify-forms/submission-created.json'), 'utf8')) as {
  payload: Payload;
};
const FUNCTION_URL = 'https://www.aurelion.example/.netlify/functions/submission-created';

function event(changes: { id?: string; form_name?: string; data?: Record<string, string> } = {}): Payload {
  return { ...FIXTURE.payload, ...changes, data: { ...FIXTURE.payload.data, ...changes.data } };
}

const freshId = (): string => randomBytes(12).toString('hex');

function eventRequest(payload: unknown, options: { url?: string; headers?: Record<string, string>; contentType?: string } = {}): Request {
  return new Request(options.url ?? FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': options.contentType ?? 'application/json', ...options.headers },
    body: JSON.stringify({ payload, site: { name: 'aurelion-ai' } }),
  });
}

describe('submission-created', () => {
  let rig: Rig;
  let logger: ReturnType<typeof memoryLogger>;
  let call: (payload: unknown, options?: Parameters<typeof eventRequest>[1]) => Promise<Response>;

  beforeEach(async () => {
    rig = await startRig();
    logger = memoryLogger('submission-created');
    const handler = createSubmissionCreatedHandler({ env: { ...rig.env, CONTEXT: 'production' }, openStore: () => rig.store, logger });
    call = (payload, options) => handler(eventRequest(payload, options));
  });
  afterEach(() => rig.close());

  /** Nothing mailed now, and nothing stored that a later retry pass could mail. */
  async function expectNoMailEver(): Promise<void> {
    expect(rig.sink.received).toHaveLength(0);
    expect(await rig.records()).toHaveLength(0);
    rig.clock.advance(24 * 60 * 60_000);
    const retry = { openStore: () => rig.store, env: rig.env, now: () => rig.clock.current, logger: memoryLogger('retry'), smtpTimeouts: rig.timeouts };
    expect(await runRetryPass(retry)).toMatchObject({ attempted: 0 });
    expect(rig.sink.received).toHaveLength(0);
  }

  it('forged, well-formed events (fresh 24-hex ids, any Origin, JSON or text/plain) mail nothing and store nothing', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await call(event({ id: freshId() }), { headers: { Origin: 'https://evil.test' } });
      answers.push(response.status);
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    expect((await call(event({ id: freshId() }), { contentType: 'text/plain', headers: { Origin: 'https://evil.test' } })).status).toBe(415);
    await expectNoMailEver();
    expect(logger.entries().filter((line) => line.event === 'forms-entry')).toHaveLength(20);
  });

  it('a forged event naming a stored lead (its Idempotency-Key or reference) sends no second mail', async () => {
    const key = '0d4b8f3e-2c1a-4e5b-9f6d-7a8b9c0d1e2f';
    expect((await rig.post(validContact(), { key })).status).toBe(200);
    expect(rig.sink.received).toHaveLength(1);

    const byKey = await call(event({ id: freshId(), data: { 'idempotency-key': key } }));
    expect(await byKey.json()).toMatchObject({ outcome: 'recorded', reference: referenceFor(key) });
    await call(event({ id: freshId(), data: { reference: referenceFor(key) } }));
    rig.clock.advance(24 * 60 * 60_000);
    await runRetryPass({ openStore: () => rig.store, env: rig.env, now: () => rig.clock.current, logger: memoryLogger('retry'), smtpTimeouts: rig.timeouts });
    expect(rig.sink.received).toHaveLength(1);
  });

  it("logs one line per entry tying it to the lead: stored by send-email → mailed by it, otherwise Forms only (Netlify's notification), whatever the entry claims", async () => {
    const key = '5e1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect((await rig.post(validContact(), { key })).status).toBe(200);
    const otherKey = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    await call(event({ data: { reference: referenceFor(key), 'idempotency-key': key } }));
    await call(event({ id: freshId(), data: { reference: referenceFor(otherKey), 'idempotency-key': otherKey } }));
    await call(event({ id: freshId(), data: { reference: 'a'.repeat(32) } }));
    await call(event({ id: freshId() }));
    expect(logger.entries()).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'forms-entry',
        ref: referenceFor(key),
        outcome: 'mailed-by-send-email',
        state: 'sent',
        submission: FIXTURE.payload.id,
      }),
      expect.objectContaining({ level: 'info', event: 'forms-entry', ref: referenceFor(otherKey), outcome: 'forms-only' }),
      expect.objectContaining({ level: 'info', event: 'forms-entry', ref: 'a'.repeat(32), outcome: 'forms-only' }),
      expect.objectContaining({ level: 'info', event: 'forms-entry', outcome: 'forms-only', kind: 'contact', ms: expect.any(Number) }),
    ]);
    const log = logger.lines.join('\n');
    for (const personal of ['Ada', 'Lovelace', 'ada@analytical.example', 'invoice', '203.0.113.7']) expect(log).not.toContain(personal);
    expect(rig.sink.received).toHaveLength(1);
    expect(await rig.records()).toHaveLength(1);
  });

  it('alerts when an entry filed in a form our site mails names a lead send-email never stored: nobody would mail it', async () => {
    const handler = createSubmissionCreatedHandler({ env: { ...rig.env, CONTEXT: 'production' }, openStore: () => rig.store, logger, storeSettleMs: 50 });
    const stored = '7c6b5a49-3827-4160-9f8e-7d6c5b4a3928';
    expect((await rig.post(validContact(), { key: stored })).status).toBe(200);
    const lost = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
    for (const key of [stored, lost]) {
      const answer = await handler(
        eventRequest(event({ id: freshId(), form_name: 'contact-mailed', data: { 'form-name': 'contact-mailed', 'idempotency-key': key } })),
      );
      expect(answer.status).toBe(200);
    }
    expect(logger.entries()).toEqual([
      expect.objectContaining({ level: 'info', event: 'forms-entry', ref: referenceFor(stored), outcome: 'mailed-by-send-email' }),
      expect.objectContaining({ level: 'error', event: 'forms-entry', ref: referenceFor(lost), outcome: 'mailed-by-nobody', kind: 'contact' }),
    ]);
    expect(rig.sink.received).toHaveLength(1);
  });

  it('says so when the store cannot tell whether send-email took the lead (a warning; the entry is in the dashboard either way)', async () => {
    const unreachable = createSubmissionCreatedHandler({
      env: { ...rig.env, CONTEXT: 'production' },
      openStore: () => ({ ...rig.store, read: () => Promise.reject(new Error('store down')) }),
      logger,
    });
    const key = '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9';
    expect((await unreachable(eventRequest(event({ data: { 'idempotency-key': key } })))).status).toBe(200);
    expect(logger.entries()).toEqual([expect.objectContaining({ level: 'warn', event: 'forms-entry', ref: referenceFor(key), outcome: 'store-unreadable' })]);
  });

  it('refuses what is not a Netlify event: no payload, an id of another shape (never logged), a missing id in production', async () => {
    const handler = createSubmissionCreatedHandler({ env: { ...rig.env, CONTEXT: 'production' }, openStore: () => rig.store, logger });
    const notJson = await handler(new Request(FUNCTION_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'not json' }));
    expect(notJson.status).toBe(400);
    const { id: _id, ...withoutId } = event();
    expect((await call(withoutId)).status).toBe(400);
    expect((await call(event({ id: 'a'.repeat(100_000) }))).status).toBe(400);
    expect((await call(event({ id: freshId(), data: { reference: 'b'.repeat(10_000) } }))).status).toBe(200);
    expect(logger.lines.join('\n')).not.toMatch(/a{40}|b{40}/);
    expect(logger.entries().slice(0, 3)).toEqual([
      expect.objectContaining({ level: 'warn', event: 'refused', reason: 'no-payload' }),
      expect.objectContaining({ level: 'warn', event: 'refused', reason: 'malformed-submission-id' }),
      expect.objectContaining({ level: 'warn', event: 'refused', reason: 'malformed-submission-id' }),
    ]);
    await expectNoMailEver();
  });

  it('drops a filled honeypot and ignores other forms', async () => {
    expect(await (await call(event({ data: { website: 'http://spam.example' } }))).json()).toMatchObject({ outcome: 'dropped' });
    expect(await (await call(event({ form_name: 'newsletter', data: { 'form-name': 'newsletter' } }))).json()).toMatchObject({ outcome: 'ignored' });
    await expectNoMailEver();
  });

  it('netlify dev shape (form-name inside data, no id): a native post is sent on to its page, a fetch gets JSON; nothing mailed', async () => {
    const local = createSubmissionCreatedHandler({ env: rig.env, openStore: () => rig.store, logger });
    const { id: _id, form_name: _name, ...devPayload } = event();
    // netlify dev invokes the function with the visitor's request URL (the form's action).
    const native = await local(eventRequest(devPayload, { url: 'http://localhost:8888/thank-you/', headers: { 'sec-fetch-mode': 'navigate' } }));
    expect(native.status).toBe(303);
    expect(native.headers.get('location')).toBe('/thank-you/');
    const filed = await local(eventRequest(devPayload, { url: 'http://localhost:8888/', headers: { 'sec-fetch-mode': 'cors' } }));
    expect(filed.status).toBe(200);
    await expectNoMailEver();
  });
});
