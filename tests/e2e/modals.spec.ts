import type { Page } from '@playwright/test';
import { COMPANY_SIZES, CONTACT_MESSAGES } from '../../src/lib/contact/fields';
import { routes } from '../../src/lib/routes';
import { expect, gotoReady, test } from '../../support/browser-test';
import { outboxMailsWith } from '../../support/mail-outbox';
import { company } from '../../support/site-content';

/** The site's two dialogs: a portfolio card's case study, and the consultation request. */

const openDialog = (page: Page) => page.locator('dialog[open]');
const activeElementInfo = (page: Page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent?.trim() ?? '',
    insideOpenDialog: Boolean(document.activeElement?.closest('dialog[open]')),
    consultationButton: document.activeElement?.hasAttribute('data-consultation-button') ?? false,
  }));

test.describe('portfolio modal (/portfolio/)', () => {
  const firstCard = (page: Page) => page.locator('[data-portfolio-card] button').first();

  test('a card opens its case study; Escape closes it and focus returns to the card', async ({ page }) => {
    await gotoReady(page, routes.portfolio);
    const card = firstCard(page);
    const title = (await card.innerText()).trim();
    await card.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);

    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect.poll(async () => (await activeElementInfo(page)).text).toBe(title);
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await gotoReady(page, routes.portfolio);
    await firstCard(page).click();
    await expect(openDialog(page)).toBeVisible();
    // The dialog is centred and at most 760 px wide: the top-left corner is backdrop.
    await page.mouse.click(5, 5);
    await expect(openDialog(page)).toHaveCount(0);
  });

  test('Tab and Shift+Tab stay inside the open dialog', async ({ page }) => {
    await gotoReady(page, routes.portfolio);
    await firstCard(page).click();
    await expect(openDialog(page)).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect((await activeElementInfo(page)).insideOpenDialog).toBe(true);
    }
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect((await activeElementInfo(page)).insideOpenDialog).toBe(true);
    }
  });
});

test.describe('consultation modal', () => {
  const LABELS = ['Full name', 'Business email', 'Phone', 'Company', 'Company size (employees)', 'Best time to reach you', 'What would you like to discuss?'];

  const openConsultation = async (page: Page) => {
    await page.locator('[data-consultation-button]').click();
    // The free call's length is the company's offer (content/site/company.yaml).
    const dialog = page.getByRole('dialog', { name: `Book a free ${company().freeConsultationMinutes}-minute consultation` });
    await expect(dialog).toBeVisible();
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

  test('the Solutions section button opens it: every field labelled and required; empty submit shows the errors; Escape closes with focus back on the button', async ({
    page,
  }) => {
    await gotoReady(page, routes.solutions);
    let sends = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/send-email')) sends += 1;
    });
    const dialog = await openConsultation(page);

    for (const label of LABELS) await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('required');
    // The first option is the prompt; then every size the function accepts.
    await expect(dialog.getByLabel('Company size (employees)', { exact: true }).locator('option:not(:first-child)')).toHaveText([...COMPANY_SIZES]);

    await dialog.getByRole('button', { name: 'Request Consultation' }).click();
    const name = dialog.getByLabel('Full name', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const errorId = await name.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    await expect(page.locator(`#${errorId}`)).toHaveText(CONTACT_MESSAGES.nameRequired);
    await expect(dialog.getByText(CONTACT_MESSAGES.emailRequired)).toHaveCount(1);
    expect(sends).toBe(0);

    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect.poll(async () => (await activeElementInfo(page)).consultationButton).toBe(true);
  });

  test('a complete request goes through the real function to the outbox; success shows, then the form closes and is cleared', async ({ page }) => {
    await gotoReady(page, routes.solutions);
    const marker = `Outbox Check ${Date.now()}`;
    await openConsultation(page);
    await fill(page, marker);
    await openDialog(page).getByRole('button', { name: 'Request Consultation' }).click();
    await expect(openDialog(page).getByRole('button', { name: 'Verifying Security...' })).toBeVisible();
    await expect(page.locator('[data-consultation-success]')).toContainText('Thank you!', { timeout: 30_000 });
    await expect(openDialog(page)).toHaveCount(0);

    await expect.poll(async () => (await outboxMailsWith(marker)).length).toBe(1);
    const [mail] = await outboxMailsWith(marker);
    const text = `${mail.subject ?? ''}\n${mail.text ?? ''}`;
    expect(text).toContain('Katherine Johnson');
    expect(text).toContain('<50');

    // Reopened: the fields were cleared.
    const dialog = await openConsultation(page);
    await expect(dialog.getByLabel('Full name', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Company', { exact: true })).toHaveValue('');
  });

  test('a failed send shows a clear error with the company address and keeps the values', async ({ page }) => {
    await gotoReady(page, routes.solutions);
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
    await expect(page.locator('[data-consultation-error]')).toHaveText(
      `Failed to send your request. Please try again or contact us directly at ${company().email}`,
      { timeout: 30_000 },
    );
    await expect(openDialog(page).getByLabel('Company', { exact: true })).toHaveValue(marker);
    await expect(openDialog(page).getByLabel('Full name', { exact: true })).toHaveValue('Katherine Johnson');
  });
});
