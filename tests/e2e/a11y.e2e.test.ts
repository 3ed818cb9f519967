import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { BASE_URL, THEME_INIT, gotoReady, launchBrowser, type ThemeName } from './harness';

/**
 * Accessibility in both themes, checked by axe-core in real Chromium, with no rule or element
 * excluded, in the states a visitor opens (mobile menu, portfolio and consultation dialogs, contact
 * form errors, chat window); every page as served is scanned by the every-page sweep
 * (./every-page.ts). Then what axe cannot see: the skip link and a visible focus indicator on every
 * tab stop.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Reduced motion: sections below the fold fade in on scroll, and axe would skip (opacity 0) or
 * mis-measure (mid-fade) them. With reduced motion every block shows in its final colours at once.
 */
const newThemedContext = async (theme: ThemeName, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, reducedMotion: 'reduce' });
  const init = THEME_INIT[theme];
  if (init) await context.addInitScript(init);
  return context;
};

describe.each<ThemeName>(['light', 'dark'])('%s theme', (theme) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newThemedContext(theme);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('has no axe violations in the open mobile menu', async () => {
    const mobile = await newThemedContext(theme, { width: 375, height: 812 });
    const mobilePage = await mobile.newPage();
    await gotoReady(mobilePage, '/');
    await mobilePage.getByRole('button', { name: 'Open menu' }).click();
    await mobilePage.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'visible' });
    expect(await axeViolations(mobilePage, '/ (mobile menu open)')).toEqual([]);
    await mobile.close();
  });

  it('has no axe violations in the open portfolio case-study dialog', async () => {
    await gotoReady(page, '/portfolio/');
    await page.locator('[data-portfolio-card] button').first().click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(await axeViolations(page, '/portfolio/ (dialog open)', 'dialog')).toEqual([]);
  });

  it('has no axe violations in the open consultation dialog', async () => {
    await gotoReady(page, '/solutions/');
    await page.locator('[data-consultation-button]').click();
    await page.locator('dialog[open]').waitFor({ state: 'visible' });
    expect(await axeViolations(page, '/solutions/ (consultation dialog open)', 'dialog[open]')).toEqual([]);
  });

  it('has no axe violations in the contact form showing its validation errors', async () => {
    await gotoReady(page, '/contact/');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main form [aria-invalid="true"]').first().waitFor({ state: 'visible' });
    expect(await axeViolations(page, '/contact/ (form errors shown)', 'main form')).toEqual([]);
  });

  it('has no axe violations with the chat launcher shown and the chat window open', async () => {
    await gotoReady(page, '/about/');
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    await launcher.waitFor({ state: 'visible', timeout: 15_000 });
    const problems = await axeViolations(page, '/about/ (chat launcher shown)');
    await launcher.click();
    await page.getByRole('dialog', { name: 'AI Assistant' }).waitFor({ state: 'visible' });
    problems.push(...(await axeViolations(page, '/about/ (chat window open)')));
    expect(problems).toEqual([]);
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, and it moves focus to the main content', async () => {
    const context = await newThemedContext('light');
    const page = await context.newPage();
    await gotoReady(page, '/solutions/healthcare/');
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    expect(first).toEqual({ text: 'Skip to content', href: '#main' });
    // Visible while focused: inside the viewport, not parked off-screen.
    const box = await page.locator('a[href="#main"]').boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await context.close();
  });

  /** Pages with every kind of control: cards with stretched links, dialogs' openers, forms, toggles, downloads. */
  const KEYBOARD_PAGES = ['/', '/services/', '/press/', '/newsroom/', '/auth/'];
  const cases = (['light', 'dark'] as const).flatMap((theme) => KEYBOARD_PAGES.map((path) => [theme, path] as const));

  it.each(cases)('shows a visible focus indicator on every tab stop (%s theme, %s)', async (theme, path) => {
    const context = await newThemedContext(theme);
    const page = await context.newPage();
    await gotoReady(page, path);
    const stopsWithoutFocusStyle: string[] = [];
    const seen = new Set<number>();
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const own = getComputedStyle(el);
        const hasOwnRing = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0;
        // Cards draw the ring on the whole card around a stretched link (:focus-within).
        const card = el.parentElement?.closest<HTMLElement>(
          '[data-portfolio-card], [data-product-card], [data-solution-card], [data-service-card], [data-press-release]',
        );
        const cardStyle = card ? getComputedStyle(card) : null;
        const hasCardRing = Boolean(cardStyle && cardStyle.outlineStyle !== 'none' && parseFloat(cardStyle.outlineWidth) > 0);
        const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        return { key: Array.from(document.querySelectorAll('*')).indexOf(el), label, visible: hasOwnRing || hasCardRing || own.boxShadow !== 'none' };
      });
      if (!stop) continue;
      if (seen.has(stop.key)) break; // wrapped around
      seen.add(stop.key);
      if (!stop.visible) stopsWithoutFocusStyle.push(stop.label);
    }
    expect(seen.size).toBeGreaterThan(15);
    expect(stopsWithoutFocusStyle).toEqual([]);
    await context.close();
  });
});
