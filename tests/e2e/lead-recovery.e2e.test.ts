import { execFile, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import fs from 'node:fs';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { scratchServer } from '../../support/scratch-site';
import { gotoReady, launchBrowser } from './harness';
import { E2E_PORT, ROOT, startNetlifyDev, stopServer } from './server';

const run = promisify(execFile);
/**
 * A second `netlify dev`, whose functions mail to a real SMTP sink on loopback instead of the
 * outbox, from a scratch copy of the server side (its own function bundles and local store).
 */
const PORT = Number(process.env.E2E_SMTP_SERVER_PORT ?? E2E_PORT + 10);
const BASE = `http://localhost:${PORT}`;
const MAIL_ENV = { MAIL_FROM: 'website@aurelion.example', CONTACT_TO_EMAIL: 'team@aurelion.example' };

/**
 * A lead the mail server refuses (550, as a provider's "sender not verified"), in Chromium against
 * the real `netlify dev`: the visitor is told the truth, the lead waits in the local store, and once
 * the server accepts again the operator's `npm run leads -- resend --all-failed` mails it exactly once.
 */
describe('a lead refused by the mail server (550), then resent by the operator', () => {
  let sink: SmtpSink;
  let server: ChildProcess | undefined;
  let project: string;
  let browser: Browser;

  beforeAll(async () => {
    sink = await startSmtpSink('reject-550');
    project = scratchServer('lead-recovery');
    server = await startNetlifyDev({ SMTP_URL: sink.url, ...MAIL_ENV, CONTEXT: 'dev' }, { port: PORT, logName: '.netlify-dev-e2e-smtp.log', cwd: project });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    stopServer(server);
    await sink?.close();
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  /** `npm run leads -- …` in the server's project, on the store that `netlify dev` uses, mailing to the sink. */
  const leads = async (...args: string[]): Promise<string> => {
    const env = { ...process.env, SMTP_URL: sink.url, ...MAIL_ENV, NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '' };
    const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/leads.ts'), ...args], { cwd: project, env });
    return stdout;
  };
  const mailsWith = (marker: string) => sink.received.filter((mail) => mail.parsed.text?.includes(marker));

  it('550 → visitor told it was received → server fixed → resend --all-failed → exactly one mail; a second resend → none', async () => {
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await gotoReady(page, '/contact/');
    const form = page.locator('form[name="contact"]');
    const marker = `recover${Date.now()}`;
    await form.getByLabel('Full name').fill(`Ada Recovered ${marker}`);
    await form.getByLabel('Email address').fill('ada@analytical.example');
    await form.locator('textarea[name="message"]').fill(`Please call me about AI agents. ${marker}`);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/send-email');
    await form.locator('button[type="submit"]').click();

    const response = await answer;
    expect(response.status()).toBe(202);
    const { reference } = (await response.json()) as { reference: string };
    await form.getByRole('status').filter({ hasText: 'Thank you! We have received your message. Our reply may be delayed.' }).waitFor({ timeout: 20_000 });
    expect(sink.refused).toBeGreaterThanOrEqual(1);
    expect(mailsWith(marker)).toHaveLength(0);
    await context.close();

    const listed = await leads('list');
    expect(listed).toMatch(new RegExp(`failed\\s+${reference}\\s+received`));
    expect(listed).not.toContain('Ada');

    sink.behaviour = 'accept';
    expect(await leads('resend', '--all-failed')).toContain(`${reference}: sent`);
    expect(mailsWith(marker)).toHaveLength(1);
    expect(mailsWith(marker)[0].parsed.subject).toBe(`New contact message from Ada Recovered ${marker}`);

    await leads('resend', '--all-failed');
    expect(await leads('resend', reference)).toContain('already sent');
    expect(mailsWith(marker)).toHaveLength(1);
  });
});
