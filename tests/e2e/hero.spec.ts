import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/timing';
import { expect, gotoReady, test } from '../../support/browser-test';
import { siteData } from '../../support/site-content';

/** The home page's hero: the writer's two headlines (content/site/home.yaml), one drawn per session; sections revealed on scroll. */
const home = siteData<{ heroBadge: string; heroVariants: Array<{ headline: string }> }>('home');
/** The headline a visitor sees for each value of <html data-hero>: "1" is the file's first variant. */
const headlineOf = (variant: string | null) => home.heroVariants[Number(variant) - 1]?.headline;

/** The attribute on <html>, the stored value and the headline a visitor actually sees. */
const heroState = (page: Page) =>
  page.evaluate((key) => {
    const h1 = document.querySelector('#home h1') as HTMLElement | null;
    return {
      attribute: document.documentElement.getAttribute('data-hero'),
      stored: sessionStorage.getItem(key),
      // innerText leaves out the variant hidden by CSS.
      headline: h1?.innerText.replace(/\s+/g, ' ').trim() ?? '',
    };
  }, STORAGE_KEYS.heroVariant);

test.describe('hero headline variant', () => {
  test('drawn once per session: the same variant after a reload and on a later visit to the home page', async ({ page }) => {
    await gotoReady(page, '/');
    const first = await heroState(page);
    expect(['1', '2']).toContain(first.attribute);
    expect(first.stored).toBe(first.attribute);
    expect(first.headline).toBe(headlineOf(first.attribute));
    await expect(page.getByText(home.heroBadge, { exact: true }).first()).toBeVisible();

    await page.reload();
    expect(await heroState(page)).toEqual(first);

    await page.goto('/about/');
    await page.goto('/');
    expect(await heroState(page)).toEqual(first);
  });

  test('every new session shows the headline its attribute names', async ({ browser, baseURL }) => {
    for (let i = 0; i < 4; i += 1) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await gotoReady(page, '/');
      const state = await heroState(page);
      expect(['1', '2']).toContain(state.attribute);
      expect(state.stored).toBe(state.attribute);
      expect(state.headline).toBe(headlineOf(state.attribute));
      await context.close();
    }
  });
});

test.describe('section reveal on scroll', () => {
  /** Opacity multiplies down the tree: what the visitor sees of the element, 0 to 1. */
  const opacityOf = (page: Page, selector: string) =>
    page.evaluate((s) => {
      let element = document.querySelector(s);
      if (!element) return null;
      let opacity = 1;
      for (; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
      return opacity;
    }, selector);

  test('the hero is never hidden; a section below the fold waits, reveals when scrolled to, and stays revealed', async ({ page }) => {
    await gotoReady(page, '/');
    expect(await opacityOf(page, '#home h1')).toBe(1);
    const products = page.locator('#products [data-reveal]');
    await expect(products).toHaveAttribute('data-reveal', 'pending');
    expect(await opacityOf(page, '#products-heading')).toBe(0);

    const scrolledAt = await page.evaluate(() => performance.now());
    await page.locator('#products').scrollIntoViewIfNeeded();
    await expect(products).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => opacityOf(page, '#products-heading')).toBe(1);

    // Opacity and transform only: revealing moves nothing in layout (shifts from the scroll on).
    const shift = await page.evaluate(
      (since) =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[];
            resolve(entries.filter((entry) => !entry.hadRecentInput && entry.startTime >= since).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
      scrolledAt,
    );
    expect(shift).toBeLessThan(0.01);

    // Once: scrolling away does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(products).toHaveAttribute('data-reveal', 'shown');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing is hidden or animated', async ({ page }) => {
      // Hydrated, so the reveal code has run (and chose not to hide anything).
      await gotoReady(page, '/');
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
      for (const id of ['about', 'solutions', 'products', 'portfolio']) {
        expect(await opacityOf(page, `#${id} h2`)).toBe(1);
      }
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every section is visible, and the first headline shows', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('[data-reveal]')).toHaveCount(0);
      for (const id of ['about', 'solutions', 'products', 'portfolio']) {
        expect(await opacityOf(page, `#${id} h2`)).toBe(1);
      }
      expect((await page.locator('#home h1').innerText()).replace(/\s+/g, ' ').trim()).toBe(headlineOf('1'));
    });
  });
});
