import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './harness';
import { eventually } from './poll';

const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openDialog = (page: Page) => page.locator('dialog[open]');
const activeElementInfo = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent?.trim() ?? '',
    insideOpenDialog: Boolean(document.activeElement?.closest('dialog[open]')),
    consultationButton: document.activeElement?.hasAttribute('data-consultation-button') ?? false,
  }));

describe('portfolio modal (/portfolio/)', () => {
  const firstCard = (page: Page) => page.locator('[data-portfolio-card] button').first();

  test('a card opens its case study; Escape closes it and focus returns to the card', async () => {
    const page = await newPage(browser, { path: '/portfolio/' });
    const card = firstCard(page);
    const title = (await card.innerText()).trim();
    await card.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor(WAIT);
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(title);

    await page.keyboard.press('Escape');
    await openDialog(page).waitFor({ state: 'detached', ...WAIT });
    await eventually(async () => expect((await activeElementInfo(page)).text).toBe(title));
    await page.context().close();
  });

  test('a click on the backdrop closes it', async () => {
    const page = await newPage(browser, { path: '/portfolio/' });
    await firstCard(page).click();
    await openDialog(page).waitFor(WAIT);
    // The dialog is centred and at most 760 px wide: the top-left corner is backdrop.
    await page.mouse.click(5, 5);
    await openDialog(page).waitFor({ state: 'detached', ...WAIT });
    await page.context().close();
  });

  test('Tab and Shift+Tab stay inside the open dialog', async () => {
    const page = await newPage(browser, { path: '/portfolio/' });
    await firstCard(page).click();
    await openDialog(page).waitFor(WAIT);
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect((await activeElementInfo(page)).insideOpenDialog).toBe(true);
    }
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect((await activeElementInfo(page)).insideOpenDialog).toBe(true);
    }
    await page.context().close();
  });
});

describe('consultation modal', () => {
  const LABELS = ['Full name', 'Business email', 'Phone', 'Company', 'Company size (employees)', 'Best time to reach you', 'What would you like to discuss?'];

  const openConsultation = async (page: Page) => {
    await page.locator('[data-consultation-button]').click(WAIT);
    const dialog = page.getByRole('dialog', { name: 'Book a free 15-minute consultation' });
    await dialog.waitFor(WAIT);
    return dialog;
  };

  const fill = async (page: Page, marker: string) => {
    const dialog = openDialog(page);
    await dialog.getByLabel('Full name', { exact: true }).fill('Katherine Johnson');
    await dialog.getByLabel('Business email', { exact: true }).fill('katherine@example.com');
    await dialog.getByLabel('Phone', { exact: true }).fill('+1 214 555 0199');
    await dialog.getByLabel('Company', { exact: true }).fill(marker);
    await dialog.getByLabel('Company size (employees)', { exact: true }).selectOption('<50');
    await dialog.getByLabel('Best time to reach you', { exact: true }).fill('Weekdays after 2 pm CT');
    await dialog.getByLabel('What would you like to discuss?', { exact: true }).fill('Automating our invoice processing with AI.');
  };

  test('the Solutions section button opens it: every field labelled and required; empty submit shows the errors; Escape closes with focus back on the button', async () => {
    const page = await newPage(browser, { path: '/solutions/' });
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/send-email')) sends += 1;
    });
    const dialog = await openConsultation(page);

    for (const label of LABELS) {
      const field = dialog.getByLabel(label, { exact: true });
      expect(await field.getAttribute('required')).not.toBeNull();
    }
    const sizes = await dialog.getByLabel('Company size (employees)', { exact: true }).locator('option').allInnerTexts();
    expect(sizes.slice(1)).toEqual(['<10', '<25', '<50', '<100', '100+']);

    await dialog.getByRole('button', { name: 'Request Consultation' }).click();
    const name = dialog.getByLabel('Full name', { exact: true });
    await eventually(async () => expect(await name.getAttribute('aria-invalid')).toBe('true'));
    const errorId = await name.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    expect(await page.locator(`#${errorId}`).innerText()).toBe('Full name is required');
    expect(await dialog.getByText('Email address is required').count()).toBe(1);
    expect(sends).toBe(0);

    await page.keyboard.press('Escape');
    await openDialog(page).waitFor({ state: 'detached', ...WAIT });
    await eventually(async () => expect((await activeElementInfo(page)).consultationButton).toBe(true));
    await page.context().close();
  });

  test('a complete request goes through the real function to the outbox; success shows, then the form closes and is cleared', async () => {
    const outbox = process.env.E2E_MAIL_OUTBOX;
    expect(outbox).toBeTruthy();
    const page = await newPage(browser, { path: '/solutions/' });
    const marker = `Outbox Check ${Date.now()}`;
    await openConsultation(page);
    await fill(page, marker);
    await openDialog(page).getByRole('button', { name: 'Request Consultation' }).click();
    await openDialog(page).getByRole('button', { name: 'Verifying Security...' }).waitFor(WAIT);
    await page.locator('[data-consultation-success]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-consultation-success]').innerText()).toContain('Thank you!');
    await openDialog(page).waitFor({ state: 'detached', ...WAIT });

    const mail = await (async () => {
      let found = '';
      await eventually(async () => {
        const files = fs.readdirSync(outbox as string).filter((file) => file.endsWith('.eml'));
        const texts = await Promise.all(
          files.map(async (file) => {
            const parsed = await simpleParser(fs.readFileSync(path.join(outbox as string, file)));
            return `${parsed.subject ?? ''}\n${parsed.text ?? ''}`;
          }),
        );
        found = texts.find((text) => text.includes(marker)) ?? '';
        expect(found).not.toBe('');
      });
      return found;
    })();
    expect(mail).toContain('Katherine Johnson');
    expect(mail).toContain('<50');

    // Reopened: the fields were cleared.
    const dialog = await openConsultation(page);
    expect(await dialog.getByLabel('Full name', { exact: true }).inputValue()).toBe('');
    expect(await dialog.getByLabel('Company', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  test('a failed send shows a clear error and keeps the values', async () => {
    const page = await newPage(browser, { path: '/solutions/' });
    // The network fails: neither the function nor Netlify Forms is reached, so nothing was kept.
    await page.route('**/api/send-email', (route) => route.abort('failed'));
    await page.route(
      (url) => url.pathname === '/',
      (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()),
    );
    const marker = `Offline Co ${Date.now()}`;
    await openConsultation(page);
    await fill(page, marker);
    await openDialog(page).getByRole('button', { name: 'Request Consultation' }).click();
    const alert = page.locator('[data-consultation-error]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toMatch(/^Failed to send your request\. Please try again or contact us directly at \S+@\S+/);
    expect(await openDialog(page).getByLabel('Company', { exact: true }).inputValue()).toBe(marker);
    expect(await openDialog(page).getByLabel('Full name', { exact: true }).inputValue()).toBe('Katherine Johnson');
    await page.context().close();
  });
});
