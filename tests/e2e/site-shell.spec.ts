import type { Locator, Page } from '@playwright/test';
import { copyrightLine } from '../../src/lib/copyright';
import { ICON_SPRITE_PATH } from '../../src/lib/icons';
import { routes } from '../../src/lib/routes';
import { company, entriesOf, headerLabel, navigation, siteData } from '../../support/site-content';
import { expect, gotoReady, test } from '../../support/browser-test';

/** The header, footer, icons, theme and 404 page every page shares. Labels and links are the writer's, from content/site/. */

const search = siteData<{ buttonLabel: string; dialogTitle: string }>('search');

/** A marker on window survives client-side routing but not a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('icons', () => {
  test('still draws the icons a page adds when the visitor reaches it by client-side navigation', async ({ page }) => {
    // /contact/ shows only the header's and footer's icons; /solutions/ adds one per solution.
    await gotoReady(page, '/contact/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: headerLabel(routes.solutions), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === routes.solutions);
    await expect(page.locator(`svg.icon use[href^="${ICON_SPRITE_PATH}#"]`).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    // A visible icon whose <use> resolves to nothing has an empty box.
    const undrawn = await page.evaluate(() =>
      Array.from(document.querySelectorAll<SVGUseElement>('svg.icon use'))
        .filter((use) => (use.ownerSVGElement as SVGSVGElement).checkVisibility())
        .filter((use) => use.getBBox().width === 0)
        .map((use) => use.getAttribute('href')),
    );
    expect(undrawn).toEqual([]);
  });
});

test.describe('header', () => {
  test('links the wordmark home, the sections of content/site/navigation.yaml, and the demo link as a full page load', async ({ page }) => {
    const { header, demo } = navigation();
    await gotoReady(page, '/about/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([...header.map((link) => link.to), demo.to]);
    await expect(page.getByRole('link', { name: /home$/ }).first()).toHaveAttribute('href', '/');

    await markDocument(page);
    await nav.getByRole('link', { name: demo.label }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === demo.to);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await isSameDocument(page)).toBe(false);
  });

  test('goes to /contact/ from the header and the footer, and to a solution from its industry card, by client-side navigation (a deliberate deviation, listed in the README)', async ({
    page,
  }) => {
    /** Follows the link on `from`: the visitor lands where it points, the page's heading shown, without a full page load. Returns the link's text. */
    const follow = async (from: string, link: Locator) => {
      await gotoReady(page, from);
      await markDocument(page);
      const href = await link.getAttribute('href');
      const text = (await link.innerText()).trim();
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isSameDocument(page), `"${text}" on ${from}`).toBe(true);
      // The header's buttons are markup the browser keeps from the first page (src/components/header.tsx): still there after the navigation.
      await expect(page.getByRole('banner').getByRole('button', { name: search.buttonLabel })).toBeVisible();
      return text;
    };

    await follow('/about/', page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: headerLabel(routes.contact), exact: true }));
    await follow('/about/', page.locator(`footer a[href="${routes.contact}"]`).first());
    const solution = await follow(routes.solutions, page.locator('[data-solution-card="industry"] a').first());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution);
    // ...and work: search opens, the theme switches.
    await page.getByRole('banner').getByRole('button', { name: search.buttonLabel }).click();
    await expect(page.getByRole('dialog', { name: search.dialogTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    const light = await page.evaluate(() => document.body.classList.contains('light'));
    await page.locator('[data-theme-toggle]').click();
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(!light);
  });

  test('marks the current page with aria-current="page" and a visible style; a page below a section marks that section', async ({ page }) => {
    await gotoReady(page, '/about/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const look = (to: string) =>
      nav.getByRole('link', { name: headerLabel(to), exact: true }).evaluate((a) => {
        const style = getComputedStyle(a);
        return { current: a.getAttribute('aria-current'), color: style.color, line: style.textDecorationLine };
      });
    const about = await look(routes.about);
    const services = await look(routes.services);
    expect(about.current).toBe('page');
    expect(services.current).toBeNull();
    expect(about.color).not.toBe(services.color);
    expect(about.line).toContain('underline');
    expect(services.line).not.toContain('underline');

    // A page under the section: the first solution of the content on the site.
    await page.goto(routes.solution(entriesOf<{ slug: string }>('Solution')[0].slug));
    const solutions = await look(routes.solutions);
    expect(solutions.current).toBeNull();
    expect(solutions.line).toContain('underline');
  });

  test('is transparent at the top and frosted once the page has scrolled more than 50 px', async ({ page }) => {
    await gotoReady(page, '/');
    const header = page.locator('header[data-frosted]').first();
    await expect(header).toHaveAttribute('data-frosted', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 40));
    // Still transparent at 40 px: give a scroll handler the time it would take to (wrongly) switch.
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-frosted', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-frosted', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).not.toHaveCSS('border-bottom-color', 'rgba(0, 0, 0, 0)');
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('opens and closes the menu by mouse and keyboard, with aria-expanded, listing search and every link of content/site/navigation.yaml', async ({
      page,
    }) => {
      const { header, demo } = navigation();
      const search = siteData<{ buttonLabel: string }>('search');
      await gotoReady(page, '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.locator('a')).toHaveText([search.buttonLabel, ...header.map((link) => link.label), demo.label]);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test.describe('footer', () => {
  test('reads "© <year> <legal name> All rights reserved." with no doubled period', async ({ page }) => {
    await gotoReady(page, '/about/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(copyrightLine(new Date().getFullYear(), company().legalName));
    await expect(footer).not.toContainText('..');
  });

  test('shows the year of the visit on a page built in an earlier year, with no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(nextYear, 0, 2, 12));
    await gotoReady(page, '/about/');
    await expect(page.locator('footer')).toContainText(copyrightLine(nextYear, company().legalName));
    expect(errors).toEqual([]);
  });
});

test.describe('theme', () => {
  test('is light by default, toggles to dark, and stays dark across a reload with no light class', async ({ page }) => {
    await gotoReady(page, '/');
    const body = page.locator('body');
    await expect(body).toHaveClass(/(^|\s)light(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(body).not.toHaveClass(/(^|\s)light(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Record the body class at the very first paint opportunity of the reloaded page.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __classAtParse: string }).__classAtParse = document.body.className;
      });
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => (window as unknown as { __classAtParse: string }).__classAtParse)).not.toContain('light');
    // The dark theme's background (--color-bg of src/styles/global-styles.ts).
    await expect(body).toHaveCSS('background-color', 'rgb(11, 16, 32)');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(body).toHaveClass(/(^|\s)light(\s|$)/);
  });
});

test.describe('unknown paths', () => {
  test('get the friendly 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(/couldn't find that page/i);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
