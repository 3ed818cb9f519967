import { readdir, readFile, rm, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { memoryLogger } from '../../netlify/functions/lib/log';
import { runRetryPass } from '../../netlify/functions/lib/retry-handler';
import { GIVE_UP_AFTER_MS, STALE_SENDING_MS } from '../../netlify/functions/lib/submission';
import { getStore } from '@netlify/blobs';
import { openSubmissionStore, PENDING_STORE_NAME, submissionKey, SUBMISSIONS_STORE_NAME } from '../../netlify/functions/lib/submission-store';
import { referenceFor } from '../../netlify/functions/lib/submission';
import { startBlobs } from '../../support/blobs';
import { FAST_TIMEOUTS, startRig, validContact, type Rig } from '../../support/send-email-rig';
import { startSilentServer, unusedPortUrl } from '../../support/smtp-sink';

/** Issue #7, #8 and #11: SMTP faults against real servers, and what the store then holds. */

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

function retryDeps(rig: Rig, connection = rig) {
  return {
    openStore: () => connection.store,
    env: rig.env,
    now: () => rig.clock.current,
    logger: memoryLogger('retry-queued-email'),
    smtpTimeouts: rig.timeouts,
  };
}

describe('temporary SMTP failures queue the message and tell the visitor it was received', () => {
  let rig: Rig;
  beforeEach(async () => {
    rig = await startRig({ behaviour: 'tempfail-451' });
  });
  afterEach(() => rig.close());

  it('451: 202 queued, record queued with the reply code, retried later and then sent once', async () => {
    const response = await rig.post(validContact());
    expect(response.status).toBe(202);
    const body = (await response.json()) as { reference: string };
    expect(body).toMatchObject({ ok: true, status: 'queued' });

    const [queued] = await rig.records();
    expect(queued).toMatchObject({ reference: body.reference, state: 'queued', attempts: 1 });
    expect(queued.lastError).toMatchObject({ kind: 'temporary', responseCode: 451 });
    expect(Date.parse(queued.nextAttemptAt ?? '')).toBeGreaterThan(rig.clock.current.getTime());

    // Not due yet: the retry pass leaves it alone.
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 0 });

    rig.sink.behaviour = 'accept';
    rig.clock.advance(60 * 60_000);
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 1, sent: 1 });
    expect((await rig.records())[0]).toMatchObject({ state: 'sent', attempts: 2 });
    expect(rig.sink.received).toHaveLength(1);
    expect(rig.sink.received[0].parsed.text).toContain(`Reference: ${body.reference}`);

    // A further pass sends nothing more.
    rig.clock.advance(60 * 60_000);
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 0 });
    expect(rig.sink.received).toHaveLength(1);
  });

  it('keeps retrying for GIVE_UP_AFTER_MS, then marks the lead undeliverable with exactly one error line', async () => {
    await rig.post(validContact());
    const deps = retryDeps(rig);
    rig.clock.advance(6 * 60 * 60_000);
    expect(await runRetryPass(deps)).toMatchObject({ attempted: 1, queued: 1 });
    rig.clock.advance(GIVE_UP_AFTER_MS);
    expect(await runRetryPass(deps)).toMatchObject({ attempted: 1, undeliverable: 1 });
    const [record] = await rig.records();
    expect(record).toMatchObject({ state: 'undeliverable', attempts: 3, lastError: { kind: 'temporary', responseCode: 451 } });
    // The first failure was an error (send-email's line); the retry's is a warning; giving up, one error.
    expect(rig.logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'queued-for-retry' }),
    );
    expect(deps.logger.entries().filter((line) => line.level === 'error')).toHaveLength(1);
    expect(deps.logger.entries()).toContainEqual(expect.objectContaining({ level: 'warn', event: 'queued-for-retry', attempt: 2 }));
    const errors = deps.logger.entries().filter((line) => line.level === 'error' && line.event === 'undeliverable');
    expect(errors).toEqual([expect.objectContaining({ fn: 'retry-queued-email', ref: record.reference, outcome: 'undeliverable', smtp: 451 })]);
    expect(deps.logger.lines.join('\n')).not.toContain('Ada');
    // No further attempt once undeliverable.
    rig.clock.advance(24 * 60 * 60_000);
    expect(await runRetryPass(deps)).toMatchObject({ attempted: 0 });
  });

  it('a retry run that lost the claim (the record changed since it read it) skips the record and sends nothing', async () => {
    await rig.post(validContact());
    rig.sink.behaviour = 'accept';
    rig.clock.advance(60 * 60_000);
    const [entry] = await rig.store.listPending();
    const seenByLateRun = await rig.store.read(entry.reference);
    if (!seenByLateRun) throw new Error('the lead was not stored');
    // Another run claims and sends it first...
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ sent: 1 });
    // ...so the late run's claim on the record as it read it must fail.
    expect(await rig.store.claim(seenByLateRun, { ...seenByLateRun.record, state: 'sending' })).toBe(false);
    expect((await rig.records())[0].state).toBe('sent');
    expect(rig.sink.received).toHaveLength(1);
  });
});

describe('a permanent SMTP failure (550) keeps the lead, tells the visitor it was received, and is retried', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({ behaviour: 'reject-550' });
  });
  afterAll(() => rig.close());

  it('answers 202 queued, stores the record as failed with a retry time, and once the server accepts, exactly one mail', async () => {
    const response = await rig.post(validContact());
    expect(response.status).toBe(202);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ok: true, status: 'queued', reference: expect.any(String) });

    const [record] = await rig.records();
    expect(record).toMatchObject({ state: 'failed', attempts: 1 });
    expect(record.lastError).toMatchObject({ kind: 'permanent', responseCode: 550 });
    expect(record.enquiry).toMatchObject({ name: 'Ada Lovelace' });
    expect(rig.logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ level: 'error', event: 'rejected-by-smtp', outcome: 'failed', smtp: 550 }),
    );

    rig.sink.behaviour = 'accept';
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 0 });
    rig.clock.advance(60 * 60_000);
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 1, sent: 1 });
    rig.clock.advance(24 * 60 * 60_000);
    expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 0 });
    expect(rig.sink.received).toHaveLength(1);
  });
});

describe.each([
  ['the mail server is down (connection refused)', async () => ({ url: await unusedPortUrl(), close: async () => undefined })],
  ['the server accepts TCP but never greets', startSilentServer],
])('%s', (_label: string, startServer: () => Promise<{ url: string; close(): Promise<void> }>) => {
  let rig: Rig;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startServer();
    rig = await startRig({ smtpUrl: server.url, timeouts: FAST_TIMEOUTS });
  });
  afterAll(async () => {
    await rig.close();
    await server.close();
  });

  it('answers 202 queued within one stage timeout and keeps the message queued', async () => {
    const { value: response, ms } = await timed(rig.post(validContact()));
    // The per-stage timeout ends it, not the overall deadline.
    expect(ms).toBeLessThan(FAST_TIMEOUTS.totalMs);
    expect(response.status).toBe(202);
    const [record] = await rig.records();
    expect(record).toMatchObject({ state: 'queued', attempts: 1 });
    expect(record.lastError?.kind).toBe('temporary');
    expect(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET']).toContain(record.lastError?.code);
  });
});

describe('a server that stalls after DATA', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({ behaviour: 'stall-after-data', timeouts: FAST_TIMEOUTS });
  });
  afterAll(() => rig.close());

  it('times out, answers 202 queued, and the record is queued for a retry', async () => {
    const { value: response, ms } = await timed(rig.post(validContact()));
    expect(ms).toBeLessThan(FAST_TIMEOUTS.totalMs);
    expect(response.status).toBe(202);
    const [record] = await rig.records();
    expect(record).toMatchObject({ state: 'queued' });
    expect(record.lastError).toMatchObject({ kind: 'temporary', code: 'ETIMEDOUT' });
    expect(rig.sink.refused).toBe(1);
  });
});

describe('a submission whose attempt died mid-way (left in "sending")', () => {
  it('is taken over by the retry job once stale, and sent', async () => {
    const rig = await startRig({ behaviour: 'stall-after-data', timeouts: FAST_TIMEOUTS });
    try {
      const { store } = rig;
      const response = await rig.post(validContact());
      const { reference } = (await response.json()) as { reference: string };
      // Simulate a crash right after the record was written: put it back to "sending".
      const stored = await store.read(reference);
      await store.replace({ ...stored!.record, state: 'sending', nextAttemptAt: undefined, updatedAt: rig.clock.current.toISOString() });

      rig.sink.behaviour = 'accept';
      expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 0 });
      rig.clock.advance(STALE_SENDING_MS);
      expect(await runRetryPass(retryDeps(rig))).toMatchObject({ attempted: 1, sent: 1 });
      expect(rig.sink.received).toHaveLength(1);
    } finally {
      await rig.close();
    }
  });
});

describe('no SMTP_URL in production: a configuration error the operator sees; nothing lost', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig({ smtpUrl: null, env: { CONTEXT: 'production', TURNSTILE_SECRET_KEY: '' } });
  });
  afterAll(() => rig.close());

  it('refuses the simulated captcha in production when no captcha secret is set (fail closed)', async () => {
    const response = await rig.post(validContact());
    expect(response.status).toBe(503);
    expect(await rig.records()).toHaveLength(0);
    expect(rig.logLines.join('\n')).toContain('captcha-secret-missing-in-production');
  });
});

describe('no SMTP_URL in a deployed production context (captcha verified)', () => {
  it('queues the submission, logs a configuration error, and the retry job sends it once SMTP_URL is set', async () => {
    const { createServer } = await import('node:http');
    const verifier = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, hostname: 'www.aurelion.example', action: 'contact' }));
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.address() as { port: number };
    const verifyUrl = `http://127.0.0.1:${port}/siteverify`;
    const rig = await startRig({
      smtpUrl: null,
      env: { TURNSTILE_SECRET_KEY: 'secret' },
      captcha: { verifyUrls: { turnstile: verifyUrl, recaptcha: verifyUrl } },
    });
    try {
      const response = await rig.post(validContact({ captchaToken: 'real-looking-token' }), {}, { deploy: { context: 'production' } });
      expect(response.status).toBe(202);
      const [record] = await rig.records();
      expect(record).toMatchObject({ state: 'queued', attempts: 0 });
      expect(record.lastError?.kind).toBe('misconfigured');
      const configError = rig.logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === 'configuration-error');
      expect(configError).toMatchObject({ level: 'error', fn: 'send-email', ref: record.reference, outcome: 'queued' });
      expect(String(configError?.reason)).toContain('SMTP_URL is not set in production');

      rig.env.SMTP_URL = rig.sink.url;
      rig.clock.advance(60 * 60_000);
      expect(await runRetryPass(retryDeps(rig), 'production')).toMatchObject({ sent: 1 });
      expect(rig.sink.received).toHaveLength(1);
    } finally {
      await rig.close();
      verifier.close();
    }
  });
});

describe('no SMTP_URL outside production: .eml files in the outbox folder', () => {
  let rig: Rig;
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), 'contact-outbox-'));
    rig = await startRig({ smtpUrl: null, env: { MAIL_OUTBOX_DIR: outbox } });
  });
  afterAll(async () => {
    await rig.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('writes one .eml per message, names the file in the log, and records it as sent', async () => {
    const response = await rig.post(validContact({ message: 'Please write this to the outbox folder.' }));
    expect(response.status).toBe(200);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(/^To: team@aurelion\.example\r$/m);
    expect(eml).toMatch(/^Reply-To: ada@analytical\.example\r$/m);
    expect(eml).toContain('Please write this to the outbox folder.');
    expect(rig.logLines.some((line) => line.includes('"event":"outbox-written"') && line.includes(files[0]))).toBe(true);
    expect((await rig.records())[0].state).toBe('sent');
  });
});

describe('the Blobs store is unavailable', () => {
  it('answers 503 (nothing accepted, the visitor may retry) and sends nothing', async () => {
    const rig = await startRig();
    try {
      const blobs = await startBlobs();
      const deadStore = openSubmissionStore({ ...blobs.connection });
      await blobs.close();
      const { createSendEmailHandler } = await import('../../netlify/functions/lib/send-email-handler');
      const handler = createSendEmailHandler({ openStore: () => deadStore, env: rig.env, logger: memoryLogger('x') });
      const { enquiryRequest } = await import('../../support/send-email-rig');
      const response = await handler(enquiryRequest(validContact()));
      expect(response.status).toBe(503);
      expect(rig.sink.received).toHaveLength(0);
    } finally {
      await rig.close();
    }
  });
});

describe('a torn (unparsable) record under the key', () => {
  it('is replaced by the new submission, which is sent; the retry job skips such records with an error line (an alert) naming the key', async () => {
    const rig = await startRig();
    try {
      const raw = getStore({ name: SUBMISSIONS_STORE_NAME, ...rig.connection });
      const key = '0badf00d-1111-4222-8333-444455556666';
      await raw.set(submissionKey(referenceFor(key)), '');
      await raw.set(submissionKey('torn-and-not-ours'), '{"state":');
      await getStore({ name: PENDING_STORE_NAME, ...rig.connection }).set('torn-and-not-ours', '');

      const response = await rig.post(validContact(), { key });
      expect(response.status).toBe(200);
      expect(rig.sink.received).toHaveLength(1);
      expect(rig.logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
        expect.objectContaining({ level: 'error', event: 'unreadable-record-replaced', ref: referenceFor(key) }),
      );

      const deps = retryDeps(rig);
      const summary = await runRetryPass(deps);
      expect(summary).toMatchObject({ skipped: 1, attempted: 0 });
      expect(deps.logger.entries()).toContainEqual(expect.objectContaining({ level: 'error', event: 'unreadable-record', ref: 'torn-and-not-ours' }));
    } finally {
      await rig.close();
    }
  });
});

describe('retention: sent leads are deleted after SUBMISSION_RETENTION_DAYS, found through the sent index', () => {
  it('deletes the lead past retention and its day, and keeps a recent one', async () => {
    const day = 24 * 60 * 60_000;
    const rig = await startRig();
    try {
      await rig.post(validContact());
      rig.clock.advance(10 * day);
      await rig.post(validContact({ name: 'Charles Babbage' }));
      rig.clock.advance(21 * day);
      expect(await runRetryPass(retryDeps(rig))).toMatchObject({ purged: 1, examined: 0 });
      expect((await rig.records()).map((record) => record.enquiry.name)).toEqual(['Charles Babbage']);
      expect(await rig.store.listSentDays()).toEqual(['2025-03-11']);
    } finally {
      await rig.close();
    }
  });
});
