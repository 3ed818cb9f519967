import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, gotoReady, launchBrowser } from './harness';
import { eventually } from './poll';
import { ROOT } from './server';

/**
 * Leads through Netlify Forms, in Chromium against the production build served by the real
 * `netlify dev`: it hands every urlencoded POST to a page to the submission-created function.
 * That function never mails (a forged event must not make mail); such leads live in the Forms
 * dashboard and Netlify's own notification mails them. The e2e outbox (no SMTP_URL) receives
 * whatever our functions would send: each test looks for mails carrying its own marker.
 */
async function mailsWith(marker: string): Promise<ParsedMail[]> {
  const outbox = process.env.E2E_MAIL_OUTBOX;
  if (!outbox) throw new Error('E2E_MAIL_OUTBOX is not set (global-setup)');
  const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
  return mails.filter((mail) => mail.text?.includes(marker));
}

/** Gives any mail time to arrive (the outbox write follows the function's answer), then expects none. */
async function expectNoMail(marker: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await mailsWith(marker)).toHaveLength(0);
}

/** Waits until the function log shows the line `submission-created` wrote for the entry. */
async function expectFormsEntryLogged(outcome: string, count: number): Promise<void> {
  const lines = async () => (await readFile(path.join(ROOT, '.netlify-dev-e2e.log'), 'utf8')).split('\n');
  const matching = async () => (await lines()).filter((line) => line.includes('"event":"forms-entry"') && line.includes(`"outcome":"${outcome}"`));
  await eventually(async () => expect((await matching()).length).toBeGreaterThanOrEqual(count), 10_000);
}

async function expectThankYouPage(page: Page): Promise<void> {
  await page.waitForURL(`${BASE_URL}/thank-you/`, { timeout: 15_000 });
  expect(await page.locator('h1').textContent()).toBe('Thank you — we have your message');
  expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  // On-brand: the site's own header and footer around it.
  expect(await page.locator('header').count()).toBeGreaterThan(0);
  expect(await page.locator('footer').count()).toBeGreaterThan(0);
}

describe(`Netlify Forms at ${BASE_URL}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('JavaScript off: the contact form posts to Netlify Forms and lands on the thank-you page; our functions mail nothing', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/contact/');
    const form = page.locator('form[name="contact"]');
    const marker = `nojs${Date.now()}`;
    await form.getByLabel('Full name').fill(`Ada NoJS ${marker}`);
    await form.getByLabel('Email address').fill('ada@analytical.example');
    await form.getByLabel('Company (optional)').fill('Analytical Engines');
    await form.locator('textarea[name="message"]').fill(`Please call me about AI. Marker ${marker}.`);
    await form.locator('button[type="submit"]').click();

    await expectThankYouPage(page);
    await expectFormsEntryLogged('forms-only', 1);
    await expectNoMail(marker);
    await context.close();
  });

  it('JavaScript off: the browser itself checks the contact form before posting (nothing sent when empty)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/contact/');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.locator('form[name="contact"] button[type="submit"]').click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/contact/');
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it('JavaScript off: the consultation page posts to Netlify Forms and lands on the thank-you page; our functions mail nothing', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/consultation/');
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
    await context.close();
  });

  it('JavaScript on, send-email refusing for a server-side reason (503): the lead is filed and the visitor told it was received; our functions mail nothing', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    await gotoReady(page, '/contact/');
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

    await form.getByRole('status').filter({ hasText: 'Thank you! We have received your message. Our reply may be delayed.' }).waitFor({ timeout: 20_000 });
    expect(filings).toHaveLength(1);
    expect(filings[0]).toMatchObject({ 'form-name': 'contact', topic: 'general' });
    expect(filings[0].reference).toBeUndefined();
    expect(filings[0]['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    await expectNoMail(marker);
    await context.close();
  });

  it('forged Netlify events (fresh ids, JSON or text/plain, any Origin, from curl or a page) produce no mail', async () => {
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
    const forge = (contentType: string, id: string | undefined) =>
      fetch(`${BASE_URL}/.netlify/functions/submission-created`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Origin: 'https://evil.test' },
        body: JSON.stringify({ payload: { id, form_name: 'contact', data, created_at: new Date().toISOString() } }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await forge('application/json', randomBytes(12).toString('hex'))).status);
    statuses.push((await forge('application/json', undefined)).status);
    statuses.push((await forge('text/plain', randomBytes(12).toString('hex'))).status);
    // netlify dev turns a urlencoded POST to a page into the same event.
    const viaPage = await fetch(`${BASE_URL}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      body: new URLSearchParams(data).toString(),
    });
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(200));
    expect(statuses[11]).toBe(415);
    expect(viaPage.status).toBeLessThan(500);
    await expectFormsEntryLogged('forms-only', 11);
    await expectNoMail(marker);
  });

  it('netlify dev loads every function with no legacy CommonJS warning', async () => {
    const log = await readFile(path.join(ROOT, '.netlify-dev-e2e.log'), 'utf8');
    for (const name of ['send-email', 'retry-queued-email', 'submission-created']) expect(log).toMatch(new RegExp(`Loaded function ${name}`));
    expect(log).not.toContain('legacy CommonJS format');
  });
});
