import type { Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { expect, test } from '../../support/browser-test';
import { headerLabel } from '../../support/site-content';

/**
 * /contact/ and /contact/?demo=true share one HTML page: the variant a visitor sees is decided
 * before first paint (inline script + CSS), so it is right with no JavaScript bundle at all, and
 * never swaps or shifts when the bundles arrive. The texts are the page's own interface text
 * (src/components), not content.
 */

const VARIANTS = [
  { path: routes.demo, title: 'Request a Demo', formHeading: 'Request a demo', submit: 'Request Demo', other: 'Get in Touch' },
  { path: routes.contact, title: 'Get in Touch', formHeading: 'Send us a message', submit: 'Send Message', other: 'Request a Demo' },
];

/** What the visitor reads: innerText leaves out the variant hidden by CSS. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const text = (selector: string) => (document.querySelector(selector) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
    return { title: text('h1'), formHeading: text('main form :is(h2, h3)'), submit: text('main form button[type="submit"]'), main: text('main') };
  });

test.describe('the contact page variant', () => {
  for (const { path, title, formHeading, submit, other } of VARIANTS) {
    test(`${path} is right from the HTML alone, with every JavaScript bundle blocked`, async ({ page }) => {
      let blocked = 0;
      await page.route(/\.js(\?|$)/, (route) => {
        blocked += 1;
        return route.abort();
      });
      // The bundle loader requests the scripts once the first paint is shown: those requests are refused.
      const bundleRequested = page.waitForRequest(/\.js(\?|$)/);
      await page.goto(path);
      await bundleRequested;
      // Give a bundle that got through (it should not) the moment it would need to hydrate.
      await page.waitForTimeout(300);
      expect(blocked).toBeGreaterThan(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      const seen = await visibleTexts(page);
      expect({ title: seen.title, formHeading: seen.formHeading, submit: seen.submit }).toEqual({ title, formHeading, submit });
      expect(seen.main).not.toContain(other);
    });

    test(`${path} shows one heading from first paint through hydration, and hydration shifts nothing`, async ({ page }) => {
      await page.addInitScript(() => {
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
      // The bundles are held until the whole page is painted in its web font. A font that arrives
      // after the first paint (on a busy machine, any time) moves text as it swaps in: a shift of
      // the font's timing, not of hydration, which this test is about.
      let releaseBundles = () => {};
      const painted = new Promise<void>((resolve) => (releaseBundles = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await painted;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('footer').waitFor({ state: 'attached' });
      await page.evaluate(async () => {
        // Layout now requests every font the page's text uses; then the frame after they have loaded.
        void document.body.offsetHeight;
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        (window as unknown as { __shift: number }).__shift = 0;
      });
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      releaseBundles();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Effects that run after hydration (the last chance to swap the heading) settle.
      await page.waitForTimeout(500);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __titles: string[]; __shift: number };
        return { titles: w.__titles, shift: w.__shift };
      });
      expect(seen.titles).toEqual([title]);
      expect(seen.shift).toBeLessThan(0.001);
    });
  }

  test('follows the address on client-side navigation between the two variants', async ({ page }) => {
    const [demo, general] = VARIANTS;
    await page.goto(demo.path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect((await visibleTexts(page)).title).toBe(demo.title);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: headerLabel(routes.contact), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === routes.contact && url.search === '');
    // innerText: the h1 holds both variants' titles, CSS shows one.
    await expect(page.locator('h1')).toHaveText(general.title, { useInnerText: true });
    const seen = await visibleTexts(page);
    expect({ title: seen.title, formHeading: seen.formHeading, submit: seen.submit }).toEqual({
      title: general.title,
      formHeading: general.formHeading,
      submit: general.submit,
    });
    expect(seen.main).not.toContain(general.other);
  });
});
