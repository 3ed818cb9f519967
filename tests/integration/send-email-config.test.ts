import { classifySmtpError } from '../../netlify/functions/lib/mailer';
import { captchaHostnames, isProduction, readMailConfig } from '../../netlify/functions/lib/runtime-config';
import { afterDelivery, GIVE_UP_AFTER_MS, isDueForRetry, newSubmission } from '../../netlify/functions/lib/submission';

/** Configuration reading and the delivery state machine, without servers. */
describe('isProduction', () => {
  it.each([
    [{}, undefined, false],
    [{ CONTEXT: 'dev' }, '', false],
    [{ CONTEXT: 'production' }, undefined, true],
    [{ NODE_ENV: 'production' }, undefined, true],
    [{}, 'production', true],
    [{}, 'deploy-preview', true],
    [{}, 'branch-deploy', true],
    [{}, 'dev', false],
  ])('%j with deploy context %p → %p', (env, deployContext, expected) => {
    expect(isProduction(env, deployContext)).toBe(expected);
  });
});

describe('readMailConfig', () => {
  const addresses = { CONTACT_TO_EMAIL: 'team@aurelion.example', MAIL_FROM: 'web@aurelion.example' };

  it('uses SMTP with explicit timeouts when SMTP_URL is set', () => {
    expect(readMailConfig({ ...addresses, SMTP_URL: 'smtps://u:p@mail.example:465' }, true)).toEqual({
      mode: 'smtp',
      url: 'smtps://u:p@mail.example:465',
      ...{ to: 'team@aurelion.example', from: 'web@aurelion.example' },
      timeouts: { stageMs: 4000, totalMs: 9000 },
    });
    expect(readMailConfig({ ...addresses, SMTP_URL: 'smtp://h:25', SMTP_TIMEOUT_MS: '2000' }, true)).toMatchObject({
      timeouts: { stageMs: 2000, totalMs: 5000 },
    });
    expect(readMailConfig({ ...addresses, SMTP_URL: 'smtp://h:25', SMTP_TIMEOUT_MS: '600000' }, true)).toMatchObject({ timeouts: { stageMs: 4000 } });
  });

  it('writes .eml files to .mail-outbox (or MAIL_OUTBOX_DIR) without SMTP_URL outside production', () => {
    expect(readMailConfig({}, false, { cwd: '/repo' })).toEqual({
      mode: 'outbox',
      directory: '/repo/.mail-outbox',
      to: 'contact@example.com',
      from: 'website@example.com',
    });
    expect(readMailConfig({ ...addresses, MAIL_OUTBOX_DIR: '/tmp/box', SMTP_URL: '  ' }, false)).toMatchObject({
      mode: 'outbox',
      directory: '/tmp/box',
      to: addresses.CONTACT_TO_EMAIL,
    });
  });

  it('reports configuration problems instead of sending', () => {
    expect(readMailConfig(addresses, true)).toEqual({ mode: 'misconfigured', problems: ['SMTP_URL is not set in production'] });
    expect(readMailConfig({ SMTP_URL: 'smtp://h:25' }, false)).toEqual({
      mode: 'misconfigured',
      problems: ['CONTACT_TO_EMAIL is not set', 'MAIL_FROM is not set'],
    });
    expect(readMailConfig({ ...addresses, CONTACT_TO_EMAIL: 'Team <team@aurelion.example>', SMTP_URL: 'http://x' }, true)).toEqual({
      mode: 'misconfigured',
      problems: ['CONTACT_TO_EMAIL is not a plain address', 'SMTP_URL must start with smtp:// or smtps://'],
    });
  });
});

describe('captchaHostnames', () => {
  it('combines the request host, the site URLs and CAPTCHA_HOSTNAMES', () => {
    expect(
      captchaHostnames(
        { URL: 'https://aurelion.example', CAPTCHA_HOSTNAMES: 'www.aurelion.example, x.example' },
        'https://preview--site.netlify.app/api/send-email',
      ).sort(),
    ).toEqual(['aurelion.example', 'preview--site.netlify.app', 'www.aurelion.example', 'x.example']);
  });
});

describe('classifySmtpError', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 451 }, 'temporary'],
    [{ code: 'EMESSAGE', responseCode: 452 }, 'temporary'],
    [{ code: 'EENVELOPE', responseCode: 550 }, 'permanent'],
    [{ code: 'EMESSAGE', responseCode: 554 }, 'permanent'],
    [{ code: 'ECONNECTION' }, 'temporary'],
    [{ code: 'ETIMEDOUT' }, 'temporary'],
    [{ code: 'ESOCKET' }, 'temporary'],
    [{ code: 'EDNS' }, 'temporary'],
    [{ code: 'EAUTH', responseCode: 535 }, 'temporary'],
    [{ code: 'EENVELOPE' }, 'permanent'],
    [new Error('no code at all'), 'temporary'],
  ])('%j → %s', (error, kind) => {
    expect(classifySmtpError(error).kind).toBe(kind);
  });
});

describe('delivery states', () => {
  const start = new Date('2025-03-01T09:00:00.000Z');
  const enquiry = { kind: 'contact' as const, topic: 'general' as const, name: 'Ada', email: 'a@b.example', company: '', message: 'Hello there!' };
  const fresh = newSubmission(enquiry, 'ref', start);

  it('starts as "sending" with no attempts', () => {
    expect(fresh).toMatchObject({ state: 'sending', attempts: 0, createdAt: start.toISOString() });
  });

  it('backs off after each failure, permanent or temporary, and gives up only after GIVE_UP_AFTER_MS', () => {
    let record = fresh;
    const waits: number[] = [];
    let now = start;
    for (let attempt = 1; record.state !== 'undeliverable'; attempt += 1) {
      record = afterDelivery(record, attempt % 2 ? { kind: 'temporary', code: 'ETIMEDOUT' } : { kind: 'permanent', code: 'EENVELOPE', responseCode: 550 }, now);
      if (record.state === 'undeliverable') break;
      expect(record.state).toBe(attempt % 2 ? 'queued' : 'failed');
      const due = Date.parse(record.nextAttemptAt!);
      waits.push((due - now.getTime()) / 60_000);
      expect(isDueForRetry(record, now)).toBe(false);
      now = new Date(due);
      expect(isDueForRetry(record, now)).toBe(true);
    }
    expect(waits.slice(0, 8)).toEqual([5, 15, 30, 60, 120, 240, 360, 360]);
    expect(now.getTime() - start.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(now.getTime() - start.getTime()).toBeLessThan(GIVE_UP_AFTER_MS + 360 * 60_000);
    expect(isDueForRetry(record, new Date(now.getTime() + GIVE_UP_AFTER_MS))).toBe(false);
  });

  it('does not count configuration errors as attempts', () => {
    const record = afterDelivery(fresh, { kind: 'misconfigured', problems: ['x'] }, start);
    expect(record).toMatchObject({ state: 'queued', attempts: 0, lastError: { kind: 'misconfigured' } });
  });

  it('marks a 5xx failed (retried later), and a success sent', () => {
    expect(afterDelivery(fresh, { kind: 'permanent', code: 'EENVELOPE', responseCode: 550 }, start)).toMatchObject({
      state: 'failed',
      attempts: 1,
      nextAttemptAt: new Date(start.getTime() + 5 * 60_000).toISOString(),
    });
    expect(afterDelivery(fresh, { kind: 'sent', messageId: '<ref@x>' }, start)).toMatchObject({ state: 'sent', attempts: 1, sentAt: start.toISOString() });
  });
});
