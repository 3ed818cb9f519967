import type { Browser, Page } from 'playwright-core';
import { BASE_URL, gotoReady, launchBrowser, newPage } from './harness';
import { eventually } from './poll';

/** The two hero headlines, word for word. */
const HEADLINES: Record<string, string> = {
  '1': 'The Future of Artificial Intelligence',
  '2': 'Autonomous AI for Real-World Growth',
};
const STORAGE_KEY = 'hero-version';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
  }, STORAGE_KEY);

describe('hero headline variant', () => {
  test('drawn once per session: the same variant after a reload and on a later visit to the home page', async () => {
    const page = await newPage(browser, { path: '/' });
    const first = await heroState(page);
    expect(['1', '2']).toContain(first.attribute);
    expect(first.stored).toBe(first.attribute);
    expect(first.headline).toBe(HEADLINES[first.attribute as string]);
    expect(await page.getByText('AI-First Technology Solutions', { exact: true }).first().isVisible()).toBe(true);

    await page.reload({ waitUntil: 'load' });
    expect(await heroState(page)).toEqual(first);

    await page.goto('/about/', { waitUntil: 'load' });
    await page.goto('/', { waitUntil: 'load' });
    expect(await heroState(page)).toEqual(first);
    await page.context().close();
  });

  test('every new session shows the headline its attribute names', async () => {
    for (let i = 0; i < 4; i += 1) {
      const page = await newPage(browser, { path: '/' });
      const state = await heroState(page);
      expect(['1', '2']).toContain(state.attribute);
      expect(state.stored).toBe(state.attribute);
      expect(state.headline).toBe(HEADLINES[state.attribute as string]);
      await page.context().close();
    }
  });
});

describe('section reveal on scroll', () => {
  /** Opacity multiplies down the tree: what the visitor sees of the element, 0 to 1. */
  const opacityOf = (page: Page, selector: string) =>
    page.evaluate((s) => {
      let element = document.querySelector(s);
      if (!element) return null;
      let opacity = 1;
      for (; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
      return opacity;
    }, selector);

  test('the hero is never hidden; a section below the fold waits, reveals when scrolled to, and stays revealed', async () => {
    const page = await newPage(browser, { path: '/' });
    expect(await opacityOf(page, '#home h1')).toBe(1);
    const products = page.locator('#products [data-reveal]');
    await eventually(async () => expect(await products.getAttribute('data-reveal')).toBe('pending'));
    expect(await opacityOf(page, '#products-heading')).toBe(0);

    const scrolledAt = await page.evaluate(() => performance.now());
    await page.locator('#products').scrollIntoViewIfNeeded();
    await eventually(async () => expect(await products.getAttribute('data-reveal')).toBe('shown'));
    await eventually(async () => expect(await opacityOf(page, '#products-heading')).toBe(1));

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
    await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBe(0));
    expect(await products.getAttribute('data-reveal')).toBe('shown');
    await page.context().close();
  });

  test('with reduced motion nothing is hidden or animated', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // Hydrated, so the reveal code has run (and chose not to hide anything).
    await gotoReady(page, '/');
    expect(await page.locator('[data-reveal]').count()).toBe(0);
    for (const id of ['about', 'solutions', 'products', 'portfolio']) {
      expect(await opacityOf(page, `#${id} h2`)).toBe(1);
    }
    await context.close();
  });

  test('without JavaScript every section is visible', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    expect(await page.locator('[data-reveal]').count()).toBe(0);
    for (const id of ['about', 'solutions', 'products', 'portfolio']) {
      expect(await opacityOf(page, `#${id} h2`)).toBe(1);
    }
    // Without the script the first variant shows.
    expect((await page.locator('#home h1').innerText()).trim()).toBe(HEADLINES['1']);
    await context.close();
  });
});
