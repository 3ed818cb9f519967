import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { routes } from '../../src/lib/routes';
import { expect, gotoReady, test } from '../../support/browser-test';
import { ROOT, startNetlifyDev, stopNetlifyDev } from '../../support/netlify-dev';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { scratchServer } from '../../support/scratch-site';

const run = promisify(execFile);
/**
 * A second `netlify dev`, whose functions mail to a real SMTP sink on loopback instead of the
 * outbox, from a scratch copy of the server side (its own function bundles and local store).
 */
// E2E_PORT + 1 is the visual tests' server and + 2 the chat-lead test's; startNetlifyDev refuses a
// port that already answers.
const PORT = Number(process.env.E2E_PORT ?? 8888) + 3;
const BASE = `http://localhost:${PORT}`;
const MAIL_ENV = { MAIL_FROM: 'website@aurelion.example', CONTACT_TO_EMAIL: 'team@aurelion.example' };

let sink: SmtpSink;
let server: ChildProcess | undefined;
let project: string;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink('reject-550');
  project = scratchServer('lead-recovery');
  server = await startNetlifyDev({
    port: PORT,
    env: { SMTP_URL: sink.url, ...MAIL_ENV, CONTEXT: 'dev' },
    cwd: project,
    logFile: path.join(project, 'netlify-dev.log'),
  });
});

test.afterAll(async () => {
  stopNetlifyDev(server);
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

/**
 * A lead the mail server refuses (550, as a provider's "sender not verified"), in Chromium against
 * the real `netlify dev`: the visitor is told the truth, the lead waits in the local store, and once
 * the server accepts again the operator's `npm run leads -- resend --all-failed` mails it exactly once.
 */
test('550 → visitor thanked → server fixed → resend --all-failed → exactly one mail; a second resend → none', async ({ page }) => {
  await gotoReady(page, routes.contact);
  const form = page.locator('form[name="contact"]');
  const marker = `recover${Date.now()}`;
  await form.getByLabel('Full name').fill(`Ada Recovered ${marker}`);
  await form.getByLabel('Email address').fill('ada@analytical.example');
  await form.locator('textarea[name="message"]').fill(`Please call me about AI agents. ${marker}`);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/send-email');
  await form.locator('button[type="submit"]').click();

  const response = await answer;
  expect(response.ok()).toBe(true);
  const { reference } = (await response.json()) as { reference: string };
  // Stored is accepted: send-email answers before it talks to SMTP, so the visitor is thanked (the
  // contact form's texts are contact-form.spec.ts's) and never learns of the mail server's refusal.
  await expect(form.getByRole('status')).toContainText('Thank you!', { timeout: 20_000 });
  // The mail server's refusal may come after the answer: the lead is listed as failed once it has.
  await expect.poll(async () => leads('list'), { timeout: 30_000 }).toMatch(new RegExp(`failed\\s+${reference}\\s+received`));
  expect(sink.refused).toBeGreaterThanOrEqual(1);
  expect(mailsWith(marker)).toHaveLength(0);
  expect(await leads('list')).not.toContain('Ada');

  sink.behaviour = 'accept';
  expect(await leads('resend', '--all-failed')).toContain(`${reference}: sent`);
  expect(mailsWith(marker)).toHaveLength(1);
  expect(mailsWith(marker)[0].parsed.subject).toBe(`New contact message from Ada Recovered ${marker}`);

  await leads('resend', '--all-failed');
  expect(await leads('resend', reference)).toContain('already sent');
  expect(mailsWith(marker)).toHaveLength(1);
});
