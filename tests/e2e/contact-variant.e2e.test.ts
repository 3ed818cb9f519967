import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './harness';

/**
 * /contact/ and /contact/?demo=true share one HTML page: the variant a visitor sees is decided
 * before first paint (inline script + CSS), so it is right with no JavaScript bundle at all, and
 * never swaps or shifts when the bundles arrive.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VARIANTS = [
  { path: '/contact/?demo=true', title: 'Request a Demo', formHeading: 'Request a demo', submit: 'Request Demo', other: 'Get in Touch' },
  { path: '/contact/', title: 'Get in Touch', formHeading: 'Send us a message', submit: 'Send Message', other: 'Request a Demo' },
];

/** What the visitor reads: innerText leaves out the variant hidden by CSS. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const text = (selector: string) => (document.querySelector(selector) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
    return { title: text('h1'), formHeading: text('main form :is(h2, h3)'), submit: text('main form button[type="submit"]'), main: text('main') };
  });

describe('the contact page variant', () => {
  it.each(VARIANTS)('$path is right from the HTML alone, with every JavaScript bundle blocked', async ({ path, title, formHeading, submit, other }) => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    let blocked = 0;
    let firstBlocked: () => void = () => undefined;
    const bundleRequested = new Promise<void>((resolve) => (firstBlocked = resolve));
    await page.route(/\.js(\?|$)/, (route) => {
      blocked += 1;
      firstBlocked();
      return route.abort();
    });
    await page.goto(path, { waitUntil: 'load' });
    // The bundle loader requests the scripts once the first paint is shown: those requests are refused.
    await Promise.race([bundleRequested, page.waitForTimeout(10_000)]);
    await page.waitForTimeout(300);
    expect(blocked).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    const seen = await visibleTexts(page);
    expect({ title: seen.title, formHeading: seen.formHeading, submit: seen.submit }).toEqual({ title, formHeading, submit });
    expect(seen.main).not.toContain(other);
    await context.close();
  });

  it.each(VARIANTS)('$path shows one heading from first paint through hydration, with no layout shift', async ({ path, title }) => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    await context.addInitScript(() => {
      const w = window as unknown as { __titles: string[]; __shift: number };
      w.__titles = [];
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const record = () => {
        const h1 = document.querySelector('h1');
        const text = h1 ? h1.innerText.trim() : '';
        if (text && w.__titles[w.__titles.length - 1] !== text) w.__titles.push(text);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __titles: string[]; __shift: number };
      return { titles: w.__titles, shift: w.__shift };
    });
    expect(seen.titles).toEqual([title]);
    expect(seen.shift).toBeLessThan(0.001);
    await context.close();
  });

  it('follows the address on client-side navigation between the two variants', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/contact/?demo=true', { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    expect((await visibleTexts(page)).title).toBe('Request a Demo');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/contact/' && url.search === '');
    await page.waitForFunction(() => document.querySelector('h1')?.innerText === 'Get in Touch', undefined, { timeout: 5_000 }).catch(() => undefined);
    const seen = await visibleTexts(page);
    const general = VARIANTS[1];
    expect({ title: seen.title, formHeading: seen.formHeading, submit: seen.submit }).toEqual({
      title: general.title,
      formHeading: general.formHeading,
      submit: general.submit,
    });
    expect(seen.main).not.toContain(general.other);
    await context.close();
  });
});
