import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Locator, Page, Request as PlaywrightRequest } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage } from './harness';

/**
 * The contact form in Chromium, against the production build served by
 * `netlify dev` with the real send-email function (no SMTP_URL: mail lands in the outbox).
 * Texts are the spec's, written out here on purpose.
 */
const TEXT = {
  verifying: 'Verifying Security...',
  sending: 'Sending Email...',
  success: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  failurePrefix: 'Failed to send message. Please try again or contact us directly at ',
};

async function companyEmail(): Promise<string> {
  const yaml = await readFile(path.join(__dirname, '../../content/site/company.yaml'), 'utf8');
  const match = /^email:\s*"?([^"\s]+)"?\s*$/m.exec(yaml);
  if (!match) throw new Error('content/site/company.yaml has no email');
  return match[1];
}

function contactForm(page: Page): Locator {
  return page
    .locator('form')
    .filter({ has: page.locator('button[type="submit"]') })
    .filter({ has: page.getByLabel('Full name') });
}

function fields(form: Locator) {
  return {
    name: form.getByLabel('Full name'),
    email: form.getByLabel('Email address'),
    company: form.getByLabel('Company (optional)'),
    message: form.locator('textarea[name="message"]'),
    submit: form.locator('button[type="submit"]'),
    status: form.getByRole('status'),
  };
}

/** Waits until the locator's text contains `text` (Playwright's own polling, no fixed sleeps). */
async function waitForText(locator: Locator, text: string, timeout = 10_000): Promise<void> {
  await locator.filter({ hasText: text }).waitFor({ state: 'visible', timeout });
}

/** The error text among the field's descriptions (the message field also has a standing hint). */
async function describedErrorOf(page: Page, input: Locator): Promise<string | null> {
  const describedBy = await input.getAttribute('aria-describedby');
  const errorId = describedBy?.split(/\s+/).find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return page.evaluate((id) => document.getElementById(id)?.textContent ?? null, errorId);
}

async function fillValid(form: Locator, marker: string): Promise<void> {
  const f = fields(form);
  await f.name.fill(`Ada E2E ${marker}`);
  await f.email.fill('ada@analytical.example');
  await f.company.fill('Analytical Engines');
  await f.message.fill(`Please tell me about AI automation. Marker ${marker}.`);
}

const sendEmailRequests = (page: Page): PlaywrightRequest[] => {
  const seen: PlaywrightRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/send-email') seen.push(request);
  });
  return seen;
};

describe(`contact form at ${BASE_URL}/contact/`, () => {
  let browser: Browser;
  let email: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    email = await companyEmail();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the spec validation messages, ties them to their fields, and sends nothing', async () => {
    const page = await newPage(browser, { path: '/contact/' });
    const requests = sendEmailRequests(page);
    const form = contactForm(page);
    const f = fields(form);

    await f.submit.click();
    await waitForText(form, 'Full name is required');
    await waitForText(form, 'Email address is required');
    await waitForText(form, 'Please tell us about your AI needs');
    expect(await f.name.getAttribute('aria-invalid')).toBe('true');
    expect(await describedErrorOf(page, f.name)).toBe('Full name is required');
    expect(await describedErrorOf(page, f.message)).toBe('Please tell us about your AI needs');
    expect(await f.company.getAttribute('aria-invalid')).toBeNull();
    // Focus goes to the first invalid field, so its error is read out.
    expect(await f.name.evaluate((element) => element === document.activeElement)).toBe(true);

    // Editing a field clears that field's error only.
    await f.name.fill('A');
    expect(await f.name.getAttribute('aria-invalid')).toBeNull();
    expect(await describedErrorOf(page, f.name)).toBeNull();
    expect(await describedErrorOf(page, f.email)).toBe('Email address is required');

    await f.email.fill('ada@nowhere');
    await f.message.fill('too short');
    await f.submit.click();
    await waitForText(form, 'Name must be at least 2 characters');
    await waitForText(form, 'Please enter a valid email address');
    await waitForText(form, 'Message must be at least 10 characters');

    expect(requests).toHaveLength(0);
    await page.close();
  });

  it('verifies, sends, shows the success text, clears the form; the mail reaches the outbox', async () => {
    const page = await newPage(browser, { path: '/contact/' });
    // Hold the real request briefly so the "Sending Email..." state can be observed.
    await page.route('**/api/send-email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const requests = sendEmailRequests(page);
    const filing = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/');
    const form = contactForm(page);
    const f = fields(form);
    const marker = `m${Date.now()}`;

    await fillValid(form, marker);
    await f.submit.click();
    await waitForText(f.submit, TEXT.verifying);
    expect(await f.submit.isDisabled()).toBe(true);
    await waitForText(f.submit, TEXT.sending);
    await waitForText(f.status, TEXT.success, 15_000);

    expect(await f.name.inputValue()).toBe('');
    expect(await f.email.inputValue()).toBe('');
    expect(await f.company.inputValue()).toBe('');
    expect(await f.message.inputValue()).toBe('');
    await waitForText(f.submit, 'Send Message');
    expect(await f.submit.isEnabled()).toBe(true);

    // What the browser sent: structured fields, a captcha token, an Idempotency-Key; no relay fields.
    expect(requests).toHaveLength(1);
    const sent = JSON.parse(requests[0].postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['captchaToken', 'company', 'email', 'kind', 'message', 'name', 'topic', 'website']);
    expect(sent).toMatchObject({ kind: 'contact', topic: 'general', website: '' });
    expect(await requests[0].headerValue('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);

    // The lead is also filed with Netlify Forms, tagged with the reference send-email returned, so
    // submission-created (which netlify dev runs for that POST) does not mail it a second time.
    const filed = await filing;
    const entry = Object.fromEntries(new URLSearchParams(filed.postData() ?? ''));
    expect(filed.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(entry).toMatchObject({ 'form-name': 'contact', name: `Ada E2E ${marker}`, topic: 'general', website: '' });
    expect(entry.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(entry['idempotency-key']).toBe(await requests[0].headerValue('idempotency-key'));
    await filed.response(); // submission-created has answered (it skipped the tagged entry)

    const outbox = process.env.E2E_MAIL_OUTBOX;
    if (!outbox) throw new Error('E2E_MAIL_OUTBOX is not set (tests/e2e/global-setup.ts sets it)');
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
    const ours = mails.filter((mail) => mail.text?.includes(marker));
    expect(ours).toHaveLength(1);
    expect(ours[0].headers.get('x-enquiry-reference')).toBe(entry.reference);
    expect(ours[0].replyTo?.value[0]?.address).toBe('ada@analytical.example');
    expect(ours[0].subject).toBe(`New contact message from Ada E2E ${marker}`);
    await page.close();
  });

  it('when send-email fails and the lead cannot be filed with Netlify Forms either, shows the spec failure text and keeps what the visitor typed', async () => {
    const page = await newPage(browser, { path: '/contact/' });
    await page.route(
      (url) => url.pathname === '/',
      (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue()),
    );
    const keys: Array<string | undefined> = [];
    await page.route('**/api/send-email', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, message: 'Your message could not be sent. Please try again later.' }),
      });
    });
    const form = contactForm(page);
    const f = fields(form);
    const marker = `f${Date.now()}`;

    await fillValid(form, marker);
    await f.submit.click();
    await waitForText(f.status, `${TEXT.failurePrefix}${email}`, 15_000);
    expect(await f.status.textContent()).toBe(`${TEXT.failurePrefix}${email}`);

    expect(await f.name.inputValue()).toBe(`Ada E2E ${marker}`);
    expect(await f.email.inputValue()).toBe('ada@analytical.example');
    expect(await f.company.inputValue()).toBe('Analytical Engines');
    expect(await f.message.inputValue()).toBe(`Please tell me about AI automation. Marker ${marker}.`);
    await waitForText(f.submit, 'Send Message');
    expect(await f.submit.isEnabled()).toBe(true);

    // Retrying the same text reuses the Idempotency-Key; changed text gets a new one.
    await f.submit.click();
    await waitForText(f.submit, TEXT.verifying);
    await waitForText(f.submit, 'Send Message', 15_000);
    await f.message.fill(`A different message this time. ${marker}`);
    await f.submit.click();
    await waitForText(f.submit, TEXT.verifying);
    await waitForText(f.submit, 'Send Message', 15_000);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await page.close();
  });

  it('the demo variant asks for a demo, starts empty, and marks the request as a demo', async () => {
    const page = await newPage(browser, { path: '/contact/?demo=true' });
    const bodies: Array<Record<string, unknown>> = [];
    await page.route('**/api/send-email', async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, status: 'sent', reference: 'x' }) });
    });
    const form = contactForm(page);
    const f = fields(form);
    await waitForText(f.submit, 'Request Demo');
    expect(await f.name.inputValue()).toBe('');
    expect(await f.message.inputValue()).toBe('');

    await fillValid(form, `d${Date.now()}`);
    await f.submit.click();
    await waitForText(f.status, TEXT.success, 15_000);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ kind: 'contact', topic: 'demo' });
    await page.close();
  });
});
