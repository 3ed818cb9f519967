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

/** What the tab walk records in the page: each stop as it receives focus, until focus returns to one already seen. */
interface TabWalk {
  wrapped: boolean;
  stops: Array<{ label: string; visible: boolean }>;
}

/** One tab in the theme for a describe block's tests, opened before the first and closed after the last. */
const themedTab = (theme: ThemeName): (() => Page) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newThemedContext(theme);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => page;
};

describe.each<ThemeName>(['light', 'dark'])('%s theme', (theme) => {
  const tab = themedTab(theme);

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
    const page = tab();
    await gotoReady(page, '/portfolio/');
    await page.locator('[data-portfolio-card] button').first().click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(await axeViolations(page, '/portfolio/ (dialog open)', 'dialog')).toEqual([]);
  });

  it('has no axe violations in the open consultation dialog', async () => {
    const page = tab();
    await gotoReady(page, '/solutions/');
    await page.locator('[data-consultation-button]').click();
    await page.locator('dialog[open]').waitFor({ state: 'visible' });
    expect(await axeViolations(page, '/solutions/ (consultation dialog open)', 'dialog[open]')).toEqual([]);
  });

  it('has no axe violations in the contact form showing its validation errors', async () => {
    const page = tab();
    await gotoReady(page, '/contact/');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main form [aria-invalid="true"]').first().waitFor({ state: 'visible' });
    expect(await axeViolations(page, '/contact/ (form errors shown)', 'main form')).toEqual([]);
  });

  it('has no axe violations with the chat launcher shown and the chat window open', async () => {
    const page = tab();
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
  /** Tab presses between two looks at what the page recorded: one round trip per batch, not per press. */
  const TABS_PER_LOOK = 10;
  const MAX_TABS = 200;

  describe.each<ThemeName>(['light', 'dark'])('%s theme', (theme) => {
    // One tab per theme, page after page: a new context per page costs more than its walk.
    const tab = themedTab(theme);

    it.each(KEYBOARD_PAGES)('shows a visible focus indicator on every tab stop of %s', async (path) => {
      const page = tab();
      await gotoReady(page, path);
      // Each element Tab focuses is judged as it receives focus, until focus comes back to one already seen.
      await page.evaluate(() => {
        const seen = new Set<Element>();
        const walk: TabWalk = { wrapped: false, stops: [] };
        (window as unknown as { __tabWalk: TabWalk }).__tabWalk = walk;
        document.addEventListener('focusin', (event) => {
          const el = event.target;
          if (walk.wrapped || !(el instanceof HTMLElement) || el === document.body) return;
          if (seen.has(el)) {
            walk.wrapped = true;
            return;
          }
          seen.add(el);
          const own = getComputedStyle(el);
          const hasOwnRing = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0;
          // Cards draw the ring on the whole card around a stretched link (:focus-within).
          const card = el.parentElement?.closest<HTMLElement>(
            '[data-portfolio-card], [data-product-card], [data-solution-card], [data-service-card], [data-press-release]',
          );
          const cardStyle = card ? getComputedStyle(card) : null;
          const hasCardRing = Boolean(cardStyle && cardStyle.outlineStyle !== 'none' && parseFloat(cardStyle.outlineWidth) > 0);
          const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
          walk.stops.push({ label, visible: hasOwnRing || hasCardRing || own.boxShadow !== 'none' });
        });
      });
      const readWalk = () => page.evaluate(() => (window as unknown as { __tabWalk: TabWalk }).__tabWalk);
      let walk = await readWalk();
      for (let pressed = 0; !walk.wrapped && pressed < MAX_TABS; pressed += TABS_PER_LOOK) {
        for (let press = 0; press < TABS_PER_LOOK; press += 1) await page.keyboard.press('Tab');
        walk = await readWalk();
      }
      expect(walk.wrapped).toBe(true);
      expect(walk.stops.length).toBeGreaterThan(15);
      expect(walk.stops.filter((stop) => !stop.visible).map((stop) => stop.label)).toEqual([]);
    });
  });
});
