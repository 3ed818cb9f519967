import type { BrowserContext, Page, Route } from '@playwright/test';
import { builtPagePaths, expect, test } from '../../support/browser-test';
import { navigation as readNavigation, type NavLink } from '../../support/site-content';

/**
 * The header's menu and theme toggle answer from the first paint, on a phone (the phone-light
 * project): with the app's bundles blocked entirely, and at the hand-over when they arrive and React
 * hydrates.
 */

/** The header's links as the writer set them (in the content the build read): the sections, then the demo link. */
const navigation = readNavigation();
/** The header's links, the demo link and the search link (the phone menu lists search too). */
const MENU_LINKS = navigation.header.length + 2;

/** The home page, the first product and case study the build has, and the contact page. */
const firstBelow = (section: string) => builtPagePaths().find((page) => new RegExp(`^/${section}/[^/]+/$`).test(page));
const PAGES = ['/', firstBelow('products'), firstBelow('portfolio'), '/contact/'].filter((page): page is string => Boolean(page));
const PHONE = { tag: ['@phone-light'] };
const isBundle = (url: URL, baseURL: string) => url.origin === new URL(baseURL).origin && url.pathname.endsWith('.js');

test('covers the home page, a product, a case study and the contact page', PHONE, () => {
  expect(PAGES).toHaveLength(4);
});

/** A phone context that records errors; the body class at DOMContentLoaded of each load shows a flash of the wrong theme. */
const phone = async (context: BrowserContext): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
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
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).locator('a')).toHaveCount(MENU_LINKS);
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu(page)).toBeHidden();

  // Escape from a link inside the menu closes it and gives focus back to the button.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu(page).locator('a').first().focus();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
};

for (const path of PAGES) {
  test.describe(`${path} at 390 px with touch`, PHONE, () => {
    test('with the bundles blocked: the menu opens and closes, and the theme switches and stays on reload with no flash', async ({
      context: fixtureContext,
      baseURL,
    }) => {
      const { context, page, errors } = await phone(fixtureContext);
      const blocked: string[] = [];
      await context.route(
        (url) => isBundle(url, baseURL ?? ''),
        (route: Route) => {
          blocked.push(route.request().url());
          return route.abort();
        },
      );
      await page.goto(path, { waitUntil: 'load' });
      // The loader asks for the bundles after the first paint: wait until it has, and been refused.
      await expect.poll(() => blocked.length).toBeGreaterThan(0);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

      await useMenu(page);

      await page.getByRole('button', { name: 'Switch to dark theme' }).tap();
      await expect.poll(() => themeState(page)).toMatchObject({ light: false, saved: 'dark' });
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      await page.reload({ waitUntil: 'load' });
      const afterReload = await themeState(page);
      expect(afterReload).toMatchObject({ light: false, saved: 'dark' });
      expect(afterReload.atParse).not.toContain('light');
      await page.getByRole('button', { name: 'Switch to light theme' }).tap();
      await expect.poll(() => themeState(page)).toMatchObject({ light: true, saved: 'light' });

      // Aborted bundles log a failed load each; anything else (a script error, a CSP violation) is a defect.
      expect(errors.filter((line) => !line.includes('net::ERR_FAILED'))).toEqual([]);
    });

    test('with the bundles held until the visitor has set the menu and theme: hydrates with no error and keeps both, each tap toggles once, and the menu closes on client-side navigation', async ({
      context: fixtureContext,
      baseURL,
    }) => {
      const { context, page, errors } = await phone(fixtureContext);
      const held: Route[] = [];
      let released = false;
      await context.route(
        (url) => isBundle(url, baseURL ?? ''),
        (route: Route) => (released ? route.continue() : held.push(route)),
      );
      // Tag the server's header: React replaces DOM it cannot hydrate, and the tag goes with it.
      await context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => Object.assign(document.querySelector('header') ?? {}, { __fromServer: true })),
      );
      // Not 'load': the held bundles keep the page loading.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('button', { name: 'Switch to dark theme' }).tap();
      await expect(menu(page)).toBeVisible();

      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      // Let the bundles through (and any requested later) and wait for the whole page to hydrate.
      released = true;
      for (const route of held) await route.continue();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await page.waitForLoadState('networkidle');

      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (document.querySelector('header') as { __fromServer?: boolean } | null)?.__fromServer)).toBe(true);
      await expect(menu(page)).toBeVisible();
      await expect.poll(() => themeState(page)).toMatchObject({ light: false, saved: 'dark' });

      // One tap, one toggle: nothing else answers it after hydration.
      await page.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu(page)).toBeHidden();
      await page.getByRole('button', { name: 'Switch to light theme' }).tap();
      await expect.poll(() => themeState(page)).toMatchObject({ light: true, saved: 'light' });
      await useMenu(page);

      // A header link is a client-side navigation: same document, and the menu closes. The link is
      // the first of the writer's header sections that leads away from this page.
      const away = navigation.header.find((entry) => entry.to !== path) as NavLink;
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await menu(page).getByRole('link', { name: away.label, exact: true }).tap();
      await page.waitForURL((url) => url.pathname === away.to);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu(page)).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
