import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { BASE_URL, launchBrowser } from './harness';
import { eventually } from './poll';

/**
 * The header's menu and theme toggle answer from the first paint, on a phone: with the app's
 * bundles blocked entirely, and at the hand-over when they arrive and React hydrates.
 */

const PAGES = ['/', '/products/omnisynapses/', '/portfolio/askmilo/', '/contact/'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: BASE_URL };
const isBundle = (url: URL) => url.origin === new URL(BASE_URL).origin && url.pathname.endsWith('.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone context that records errors; the body class at DOMContentLoaded of each load shows a flash of the wrong theme. */
const phone = async (): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => document.addEventListener('DOMContentLoaded', () => Object.assign(window, { __classAtParse: document.body.className })));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: console: ${message.text().slice(0, 300)}`));
  return { context, page, errors };
};

const menuButton = (page: Page) => page.locator('[aria-controls="mobile-menu"]');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const themeState = (page: Page) =>
  page.evaluate(() => ({
    light: document.body.classList.contains('light'),
    saved: localStorage.getItem('theme'),
    atParse: (window as unknown as { __classAtParse?: string }).__classAtParse,
  }));

/** Opens and closes the menu by touch and by keyboard, checking what a visitor (and a screen reader) would notice. */
const useMenu = async (page: Page) => {
  await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu(page).waitFor({ state: 'visible' });
  await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
  expect(await menu(page).locator('a').count()).toBe(7);
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await menu(page).waitFor({ state: 'hidden' });

  // Escape from a link inside the menu closes it and gives focus back to the button.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu(page).locator('a').first().focus();
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'hidden' });
  await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
  expect(await menuButton(page).evaluate((button) => document.activeElement === button)).toBe(true);
};

describe.each(PAGES)('%s at 390 px with touch', (path) => {
  it('with the bundles blocked: the menu opens and closes, and the theme switches and stays on reload with no flash', async () => {
    const { context, page, errors } = await phone();
    const blocked: string[] = [];
    await context.route(isBundle, (route: Route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.goto(path, { waitUntil: 'load' });
    // The loader asks for the bundles after the first paint: wait until it has, and been refused.
    await eventually(() => expect(blocked.length).toBeGreaterThan(0), 15_000);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    await useMenu(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).tap();
    await expect(themeState(page)).resolves.toMatchObject({ light: false, saved: 'dark' });
    await expect(page.getByRole('button', { name: 'Switch to light theme' }).isVisible()).resolves.toBe(true);
    await page.reload({ waitUntil: 'load' });
    const afterReload = await themeState(page);
    expect(afterReload).toMatchObject({ light: false, saved: 'dark' });
    expect(afterReload.atParse).not.toContain('light');
    await page.getByRole('button', { name: 'Switch to light theme' }).tap();
    await expect(themeState(page)).resolves.toMatchObject({ light: true, saved: 'light' });

    // Aborted bundles log a failed load each; anything else (a script error, a CSP violation) is a defect.
    expect(errors.filter((line) => !line.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('with the bundles held until the visitor has set the menu and theme: hydrates with no error and keeps both, each tap toggles once, and the menu closes on client-side navigation', async () => {
    const { context, page, errors } = await phone();
    const held: Route[] = [];
    let released = false;
    await context.route(isBundle, (route: Route) => (released ? route.continue() : held.push(route)));
    // Tag the server's header: React replaces DOM it cannot hydrate, and the tag goes with it.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => Object.assign(document.querySelector('header') ?? {}, { __fromServer: true })),
    );
    // Not 'load': the held bundles keep the page loading.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('button', { name: 'Switch to dark theme' }).tap();
    await menu(page).waitFor({ state: 'visible' });

    await eventually(() => expect(held.length).toBeGreaterThan(0));
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // Let the bundles through (and any requested later) and wait for the whole page to hydrate.
    released = true;
    for (const route of held) await route.continue();
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (document.querySelector('header') as { __fromServer?: boolean } | null)?.__fromServer)).toBe(true);
    await expect(menu(page).isVisible()).resolves.toBe(true);
    await expect(themeState(page)).resolves.toMatchObject({ light: false, saved: 'dark' });

    // One tap, one toggle: nothing else answers it after hydration.
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await menu(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Switch to light theme' }).tap();
    await expect(themeState(page)).resolves.toMatchObject({ light: true, saved: 'light' });
    await useMenu(page);

    // A header link is a client-side navigation: same document, and the menu closes.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu(page).getByRole('link', { name: 'About', exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/about/');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu(page).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu(page).waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
