import type { Locator, Page, Request } from '@playwright/test';
import { CONTACT_MESSAGES } from '../../src/lib/contact/fields';
import { routes } from '../../src/lib/routes';
import { expect, gotoReady, test } from '../../support/browser-test';
import { outboxMailsWith } from '../../support/mail-outbox';
import { company } from '../../support/site-content';

/**
 * The contact form in Chromium, against the production build served by `netlify dev` with the real
 * send-email function (no SMTP_URL: mail lands in the outbox). The status texts are what a visitor must read,
 * written out here on purpose; the validation messages are src/lib's, which the function shares;
 * the company's address and reply time are content/site/company.yaml's.
 */
const TEXT = {
  verifying: 'Verifying Security...',
  sending: 'Sending Email...',
  success: `Thank you! Your message has been sent successfully. We'll get back to you within ${company().replyWithinHours} hours.`,
  failurePrefix: 'Failed to send message. Please try again or contact us directly at ',
};

function fields(page: Page) {
  const form = page
    .locator('form')
    .filter({ has: page.locator('button[type="submit"]') })
    .filter({ has: page.getByLabel('Full name') });
  return {
    form,
    name: form.getByLabel('Full name'),
    email: form.getByLabel('Email address'),
    company: form.getByLabel('Company (optional)'),
    message: form.locator('textarea[name="message"]'),
    submit: form.locator('button[type="submit"]'),
    status: form.getByRole('status'),
  };
}

/** The error text among the field's descriptions (the message field also has a standing hint); null when it has none. */
async function describedErrorOf(page: Page, input: Locator): Promise<string | null> {
  const describedBy = await input.getAttribute('aria-describedby');
  const errorId = describedBy?.split(/\s+/).find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return page.evaluate((id) => document.getElementById(id)?.textContent ?? null, errorId);
}

async function fillValid(f: ReturnType<typeof fields>, marker: string): Promise<void> {
  await f.name.fill(`Ada E2E ${marker}`);
  await f.email.fill('ada@analytical.example');
  await f.company.fill('Analytical Engines');
  await f.message.fill(`Please tell me about AI automation. Marker ${marker}.`);
}

const sendEmailRequests = (page: Page): Request[] => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/send-email') seen.push(request);
  });
  return seen;
};

test.describe('the contact form at /contact/', () => {
  test('shows the validation messages, ties them to their fields, and sends nothing', async ({ page }) => {
    await gotoReady(page, routes.contact);
    const requests = sendEmailRequests(page);
    const f = fields(page);

    await f.submit.click();
    await expect(f.form).toContainText(CONTACT_MESSAGES.nameRequired);
    await expect(f.form).toContainText(CONTACT_MESSAGES.emailRequired);
    await expect(f.form).toContainText(CONTACT_MESSAGES.messageRequired);
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(await describedErrorOf(page, f.name)).toBe(CONTACT_MESSAGES.nameRequired);
    expect(await describedErrorOf(page, f.message)).toBe(CONTACT_MESSAGES.messageRequired);
    await expect(f.company).not.toHaveAttribute('aria-invalid');
    // Focus goes to the first invalid field, so its error is read out.
    await expect(f.name).toBeFocused();

    // Editing a field clears that field's error only.
    await f.name.fill('A');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(await describedErrorOf(page, f.name)).toBeNull();
    expect(await describedErrorOf(page, f.email)).toBe(CONTACT_MESSAGES.emailRequired);

    await f.email.fill('ada@nowhere');
    await f.message.fill('too short');
    await f.submit.click();
    await expect(f.form).toContainText(CONTACT_MESSAGES.nameTooShort);
    await expect(f.form).toContainText(CONTACT_MESSAGES.emailInvalid);
    await expect(f.form).toContainText(CONTACT_MESSAGES.messageTooShort);

    expect(requests).toHaveLength(0);
  });

  test('verifies, sends, shows the success text, clears the form; the mail reaches the outbox', async ({ page }) => {
    await gotoReady(page, routes.contact);
    // Hold the real request briefly so the "Sending Email..." state can be observed.
    await page.route('**/api/send-email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const requests = sendEmailRequests(page);
    const filing = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/');
    const f = fields(page);
    const marker = `m${Date.now()}`;

    await fillValid(f, marker);
    await f.submit.click();
    await expect(f.submit).toContainText(TEXT.verifying);
    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toContainText(TEXT.sending);
    await expect(f.status).toContainText(TEXT.success);

    for (const field of [f.name, f.email, f.company, f.message]) await expect(field).toHaveValue('');
    await expect(f.submit).toContainText('Send Message');
    await expect(f.submit).toBeEnabled();

    // What the browser sent: structured fields, a captcha token, an Idempotency-Key; no relay fields.
    expect(requests).toHaveLength(1);
    const sent = JSON.parse(requests[0].postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['attribution', 'captchaToken', 'company', 'email', 'kind', 'message', 'name', 'topic', 'website']);
    expect(sent).toMatchObject({
      kind: 'contact',
      topic: 'general',
      website: '',
      attribution: { landing_page: routes.contact, sent_from: routes.contact, pages_viewed: '1' },
    });
    expect(await requests[0].headerValue('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);

    // The lead is also filed with Netlify Forms, in the form for leads our site mails itself (no
    // notification there), naming the reference of our mail; submission-created (which netlify dev
    // runs for that POST) mails nothing more.
    const filed = await filing;
    const entry = Object.fromEntries(new URLSearchParams(filed.postData() ?? ''));
    expect(filed.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(entry).toMatchObject({ 'form-name': 'contact-mailed', name: `Ada E2E ${marker}`, topic: 'general', website: '' });
    expect(entry.reference).toMatch(/^[0-9a-f]{32}$/);
    expect(entry['idempotency-key']).toBe(await requests[0].headerValue('idempotency-key'));
    await filed.response(); // submission-created has answered (it only logs)

    const ours = await outboxMailsWith(marker);
    expect(ours).toHaveLength(1);
    expect(ours[0].headers.get('x-enquiry-reference')).toBe(entry.reference);
    expect(ours[0].replyTo?.value[0]?.address).toBe('ada@analytical.example');
    expect(ours[0].subject).toBe(`New contact message from Ada E2E ${marker}`);
  });

  test('when send-email fails and the lead cannot be filed with Netlify Forms either, shows the failure text with the company address and keeps what the visitor typed', async ({
    page,
  }) => {
    await gotoReady(page, routes.contact);
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
    const f = fields(page);
    const marker = `f${Date.now()}`;

    await fillValid(f, marker);
    await f.submit.click();
    await expect(f.status).toHaveText(`${TEXT.failurePrefix}${company().email}`);

    await expect(f.name).toHaveValue(`Ada E2E ${marker}`);
    await expect(f.email).toHaveValue('ada@analytical.example');
    await expect(f.company).toHaveValue('Analytical Engines');
    await expect(f.message).toHaveValue(`Please tell me about AI automation. Marker ${marker}.`);
    await expect(f.submit).toContainText('Send Message');
    await expect(f.submit).toBeEnabled();

    // Retrying the same text reuses the Idempotency-Key; changed text gets a new one.
    await f.submit.click();
    await expect(f.submit).toContainText(TEXT.verifying);
    await expect(f.submit).toContainText('Send Message');
    await f.message.fill(`A different message this time. ${marker}`);
    await f.submit.click();
    await expect(f.submit).toContainText(TEXT.verifying);
    await expect(f.submit).toContainText('Send Message');
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('the demo variant asks for a demo, starts empty, and marks the request as a demo', async ({ page }) => {
    await gotoReady(page, routes.demo);
    const bodies: Array<Record<string, unknown>> = [];
    await page.route('**/api/send-email', async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, status: 'sent', reference: 'x' }) });
    });
    const f = fields(page);
    await expect(f.submit).toContainText('Request Demo');
    await expect(f.name).toHaveValue('');
    await expect(f.message).toHaveValue('');

    await fillValid(f, `d${Date.now()}`);
    await f.submit.click();
    await expect(f.status).toContainText(TEXT.success);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ kind: 'contact', topic: 'demo' });
  });
});
