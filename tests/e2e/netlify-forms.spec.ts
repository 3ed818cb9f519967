import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { referenceFor } from '../../netlify/functions/lib/submission';
import { routes } from '../../src/lib/routes';
import { expect, gotoReady, test } from '../../support/browser-test';
import { outboxMailsWith } from '../../support/mail-outbox';

/**
 * Leads through Netlify Forms, in Chromium against the production build served by the real
 * `netlify dev`: it hands every urlencoded POST to a page to the submission-created function.
 * That function never mails (a forged event must not make mail); such leads live in the Forms
 * dashboard and Netlify's own notification mails them. The e2e outbox (no SMTP_URL) receives
 * whatever our functions would send: each test looks for mails carrying its own marker.
 */

/** What `netlify dev` printed: its own lines and the functions' logs (playwright.config.ts writes it to E2E_SERVER_LOG). */
const serverLog = async (): Promise<string> => {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: playwright.config.ts must write the output of netlify dev to that file');
  // Without its colours: the CLI colours names when it believes a terminal reads it.
  // eslint-disable-next-line no-control-regex
  return (await readFile(file, 'utf8')).replace(/\u001b\[[0-9;]*m/g, '');
};

/** Gives any mail time to arrive (the outbox write follows the function's answer), then expects none. */
async function expectNoMail(marker: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await outboxMailsWith(marker)).toHaveLength(0);
}

/** Waits until the function log shows at least `count` lines submission-created wrote for entries with this outcome. */
async function expectFormsEntryLogged(outcome: string, count: number): Promise<void> {
  const matching = async () =>
    (await serverLog()).split('\n').filter((line) => line.includes('"event":"forms-entry"') && line.includes(`"outcome":"${outcome}"`)).length;
  await expect.poll(matching, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
}

async function expectThankYouPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === routes.thankYou);
  await expect(page.locator('h1')).toHaveText('Thank you — we have your message');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', routes.home);
  // On-brand: the site's own header and footer around it.
  expect(await page.locator('header').count()).toBeGreaterThan(0);
  expect(await page.locator('footer').count()).toBeGreaterThan(0);
}

test.describe('Netlify Forms', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form posts to Netlify Forms and lands on the thank-you page; our functions mail nothing', async ({ page }) => {
      await page.goto(routes.contact);
      const form = page.locator('form[name="contact"]');
      const marker = `nojs${Date.now()}`;
      await form.getByLabel('Full name').fill(`Ada NoJS ${marker}`);
      await form.getByLabel('Email address').fill('ada@analytical.example');
      await form.getByLabel('Company (optional)').fill('Analytical Engines');
      await form.locator('textarea[name="message"]').fill(`Please call me about AI. Marker ${marker}.`);
      const post = page.waitForRequest((request) => request.method() === 'POST');
      await form.locator('button[type="submit"]').click();

      // Where it came from, as far as a server-rendered page knows: the page it was sent from.
      expect(new URLSearchParams((await post).postData() ?? '').get('sent_from')).toBe(routes.contact);
      await expectThankYouPage(page);
      await expectFormsEntryLogged('forms-only', 1);
      await expectNoMail(marker);
    });

    test('the browser itself checks the contact form before posting (nothing sent when empty)', async ({ page }) => {
      await page.goto(routes.contact);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.locator('form[name="contact"] button[type="submit"]').click();
      // A post would leave at once: give it the moment, then check nothing left and the page stayed.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(routes.contact);
      expect(posts).toHaveLength(0);
    });

    test('the consultation page posts to Netlify Forms and lands on the thank-you page; our functions mail nothing', async ({ page }) => {
      await page.goto(routes.consultation);
      const form = page.locator('form[name="consultation"]');
      const marker = `nojsc${Date.now()}`;
      await form.getByLabel('Full name').fill(`Grace NoJS ${marker}`);
      await form.getByLabel('Business email').fill('grace@navy.example');
      await form.getByLabel('Phone').fill('+1 555 0100');
      await form.getByLabel('Company', { exact: true }).fill('Compilers Inc');
      await form.getByLabel('Company size (employees)').selectOption('<50');
      await form.getByLabel('Best time to reach you').fill('Mornings');
      await form.getByLabel('What would you like to discuss?').fill(`A call about AI agents. ${marker}`);
      await form.locator('button[type="submit"]').click();

      await expectThankYouPage(page);
      await expectNoMail(marker);
    });
  });

  test('JavaScript on, send-email refusing for a server-side reason (503): the lead is filed and the visitor told it was received; our functions mail nothing', async ({
    page,
  }) => {
    await gotoReady(page, routes.contact);
    await page.route('**/api/send-email', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ ok: false, message: 'The security check is unavailable.' }) }),
    );
    const filings: Array<Record<string, string>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/') {
        filings.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
      }
    });
    const form = page.locator('form[name="contact"]');
    const marker = `fb${Date.now()}`;
    await form.getByLabel('Full name').fill(`Ada Fallback ${marker}`);
    await form.getByLabel('Email address').fill('ada@analytical.example');
    await form.locator('textarea[name="message"]').fill(`Fallback through Netlify Forms. ${marker}`);
    await form.locator('button[type="submit"]').click();

    await expect(form.getByRole('status')).toContainText('Thank you! We have received your message. Our reply may be delayed.', { timeout: 20_000 });
    expect(filings).toHaveLength(1);
    expect(filings[0]).toMatchObject({ 'form-name': 'contact', topic: 'general' });
    expect(filings[0]['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    // The entry names the reference send-email derives from the key, for matching the mails.
    expect(filings[0].reference).toBe(referenceFor(filings[0]['idempotency-key']));
    await expectNoMail(marker);
  });

  test('forged Netlify events (fresh ids, JSON or text/plain, any Origin, from curl or a page) produce no mail', async ({ request }) => {
    const marker = `forged${Date.now()}`;
    const data = {
      'form-name': 'contact',
      name: `Mallory ${marker}`,
      email: 'victim@example.com',
      company: '',
      message: `Buy cheap things now. ${marker}`,
      topic: 'general',
      website: '',
    };
    const forge = async (contentType: string, id: string | undefined) =>
      (
        await request.post('/.netlify/functions/submission-created', {
          headers: { 'Content-Type': contentType, Origin: 'https://evil.test' },
          data: JSON.stringify({ payload: { id, form_name: 'contact', data, created_at: new Date().toISOString() } }),
        })
      ).status();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await forge('application/json', randomBytes(12).toString('hex')));
    statuses.push(await forge('application/json', undefined));
    statuses.push(await forge('text/plain', randomBytes(12).toString('hex')));
    // netlify dev turns a urlencoded POST to a page into the same event.
    const viaPage = await request.post(routes.home, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      data: new URLSearchParams(data).toString(),
      maxRedirects: 0,
    });
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(200));
    expect(statuses[11]).toBe(415);
    expect(viaPage.status()).toBeLessThan(500);
    await expectFormsEntryLogged('forms-only', 11);
    await expectNoMail(marker);
  });

  test('netlify dev loads every function with no legacy CommonJS warning', async () => {
    const log = await serverLog();
    for (const name of ['send-email', 'retry-queued-email', 'submission-created']) expect(log).toMatch(new RegExp(`Loaded function ${name}`));
    expect(log).not.toContain('legacy CommonJS format');
  });
});
