import type { Browser, Page } from 'playwright-core';
import { ICON_SPRITE_PATH } from '../../src/lib/icons';
import { BASE_URL, gotoReady, launchBrowser, newPage } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const closePage = (page: Page) => page.context().close();

describe('icons', () => {
  /** Visible icons of the page whose drawing is missing: a <use> that resolves to nothing has an empty box. */
  const undrawnIcons = async (page: Page) => {
    // Sections the browser skips until they near the viewport (content-visibility) have no boxes yet.
    await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
    return page.evaluate(() =>
      Array.from(document.querySelectorAll<SVGUseElement>('svg.icon use'))
        .filter((use) => (use.ownerSVGElement as SVGSVGElement).checkVisibility())
        .filter((use) => use.getBBox().width === 0)
        .map((use) => use.getAttribute('href')),
    );
  };

  it('still draws the icons a page adds when the visitor reaches it by client-side navigation', async () => {
    // /contact/ shows only the header's and footer's icons; /solutions/ adds one per solution.
    const page = await newPage(browser, { path: '/contact/' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/solutions/');
    const fromSprite = page.locator(`svg.icon use[href^="${ICON_SPRITE_PATH}#"]`);
    await fromSprite.first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await undrawnIcons(page)).toEqual([]);
    await closePage(page);
  });
});

describe('header', () => {
  it('links the wordmark home, the six sections, and Get Demo as a full page load to /contact/?demo=true', async () => {
    const page = await newPage(browser, { path: '/about/' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/products/', '/solutions/', '/services/', '/portfolio/', '/about/', '/contact/', '/contact/?demo=true']);
    await expect(page.getByRole('link', { name: /home$/ }).first().getAttribute('href')).resolves.toBe('/');

    // A marker on window survives client-side routing but not a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await nav.getByRole('link', { name: 'Get Demo' }).click();
    await page.waitForURL('**/contact/?demo=true');
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    await closePage(page);
  });

  it('goes to /contact/ from the header by client-side navigation (a deliberate deviation, README); footer and industry cards load the whole page, as specified', async () => {
    const page = await newPage(browser, { path: '/about/' });
    const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact/');
    expect(await sameDocument()).toBe(true);

    // The footer and the cards are never hydrated on a first visit: their links are plain anchors.
    await gotoReady(page, '/about/');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact/');
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await sameDocument()).toBe(false);

    await gotoReady(page, '/solutions/');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('[data-solution-card="industry"] a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/solutions/') && url.pathname !== '/solutions/');
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await sameDocument()).toBe(false);
    await closePage(page);
  });

  it('marks the current page with aria-current="page" and a visible style; a page below a section marks that section', async () => {
    const page = await newPage(browser, { path: '/about/' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const look = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((a) => {
        const style = getComputedStyle(a);
        return { current: a.getAttribute('aria-current'), color: style.color, line: style.textDecorationLine };
      });
    const about = await look('About');
    const services = await look('Services');
    expect(about.current).toBe('page');
    expect(services.current).toBeNull();
    expect(about.color).not.toBe(services.color);
    expect(about.line).toContain('underline');
    expect(services.line).not.toContain('underline');

    await page.goto('/solutions/healthcare/', { waitUntil: 'load' });
    const solutions = await look('Solutions');
    expect(solutions.current).toBeNull();
    expect(solutions.line).toContain('underline');
    await closePage(page);
  });

  it('is transparent at the top and frosted once the page has scrolled more than 50 px', async () => {
    const page = await newPage(browser, { path: '/' });
    const header = page.locator('header[data-frosted]').first();
    await expect(header.getAttribute('data-frosted')).resolves.toBe('false');
    const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(transparent).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header.getAttribute('data-frosted')).resolves.toBe('false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector('header[data-frosted]')?.getAttribute('data-frosted') === 'true');
    const frosted = await header.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderBottomColor }));
    expect(frosted.bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(frosted.border).not.toBe('rgba(0, 0, 0, 0)');
    await closePage(page);
  });

  it('at 375 px opens and closes the menu by mouse and keyboard, with aria-expanded', async () => {
    const page = await newPage(browser, { path: '/', viewport: { width: 375, height: 812 } });
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor({ state: 'visible' });
    await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    const labels = await menu.locator('a').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(['Products', 'Solutions', 'Services', 'Portfolio', 'About', 'Contact', 'Get Demo']);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await closePage(page);
  });
});

describe('footer', () => {
  it('reads "© <year> Aurelion AI, Inc. All rights reserved." with no doubled period', async () => {
    const page = await newPage(browser, { path: '/about/' });
    const text = await page.locator('footer').innerText();
    expect(text).toContain(`© ${new Date().getFullYear()} Aurelion AI, Inc. All rights reserved.`);
    expect(text).not.toContain('..');
    await closePage(page);
  });
});

describe('theme', () => {
  it('is light by default, toggles to dark, and stays dark across a reload with no light class', async () => {
    const page = await newPage(browser, { path: '/' });
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Record the body class at the very first paint opportunity of the reloaded page.
    await page.context().addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __classAtParse: string }).__classAtParse = document.body.className;
      });
    });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { __classAtParse: string }).__classAtParse)).not.toContain('light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 16, 32)');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => document.body.classList.contains('light'))).toBe(true);
    await closePage(page);
  });
});

describe('unknown paths', () => {
  it('get the friendly 404 page with status 404', async () => {
    const response = await fetch(`${BASE_URL}/no-such-page/`);
    expect(response.status).toBe(404);
    const page = await newPage(browser, { path: '/no-such-page/' });
    await expect(page.locator('h1').innerText()).resolves.toMatch(/couldn't find that page/i);
    await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/');
    await closePage(page);
  });
});
