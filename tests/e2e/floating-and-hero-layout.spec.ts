import type { Locator, Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { expect, gotoReady, test } from '../../support/browser-test';
import { entriesOf } from '../../support/site-content';

/**
 * Three things a visitor's eye catches, held by the boxes the browser lays out: a fixed control
 * (the release's "Back to Press Releases", the chat launcher) never leaves a line of text visible
 * with its end or start hidden under it, at any point of the scroll; and a detail page's content
 * starts right under its hero, with no band of empty space between.
 */

/**
 * Lines of text in <main> that the control's box overlaps while part of the line is still visible
 * beside it: the visitor reads a line with words missing. Lines hidden whole (behind the opaque
 * dock the controls stand on) are not partly covered.
 */
const partlyCoveredLines = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const main = document.querySelector('main') as HTMLElement;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const covered: string[] = [];
    const visibleAt = (x: number, y: number, node: Node) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === node.parentElement || node.parentElement?.contains(top) === true || top.contains(node));
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const overlaps = line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom;
        if (!overlaps || line.width === 0) continue;
        const middle = line.top + line.height / 2;
        const visibleBeside = [line.left + 2, line.right - 2].some((x) => (x < box.left || x > box.right) && visibleAt(x, middle, node));
        if (visibleBeside) covered.push(`"${node.textContent.trim().slice(0, 40)}" at y=${Math.round(middle)}`);
      }
    }
    return covered;
  });

/** Scrolls through the page in steps of a third of a screen, collecting what the control covers at each step. */
const coveredWhileScrolling = async (page: Page, control: Locator): Promise<string[]> => {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
  const found: string[] = [];
  for (let y = 0; y < scrollHeight - innerHeight; y += innerHeight / 3) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    found.push(...(await partlyCoveredLines(control)).map((line) => `scrolled to ${Math.round(y)}: ${line}`));
  }
  return found;
};

const releases = entriesOf<{ slug: string; status: string }>('PressRelease');
/** A release with its whole text: a published one, or a draft when the content has none (a shorter page). */
const release = releases.find((candidate) => candidate.status === 'published') ?? releases[0];

test.describe('fixed controls over the text', () => {
  test('"Back to Press Releases" leaves no line half hidden while the release scrolls', { tag: ['@desktop-light', '@phone-light'] }, async ({ page }) => {
    await gotoReady(page, routes.pressRelease(release.slug));
    const back = page.getByRole('link', { name: /Back to Press Releases/ });
    await expect(back).toBeInViewport();
    expect(await coveredWhileScrolling(page, back)).toEqual([]);
  });

  test('on a phone the chat launcher leaves no line half hidden mid-page', { tag: ['@phone-light'] }, async ({ page }) => {
    // A legal text: paragraph after paragraph of lines that run to the right edge.
    const longPage = routes.legal(entriesOf<{ slug: string }>('LegalPage')[0].slug);
    await gotoReady(page, longPage);
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    await expect(launcher).toBeVisible({ timeout: 10_000 });
    await launcher.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await coveredWhileScrolling(page, launcher)).toEqual([]);
  });
});

/** Detail pages, one of each template with a hero. */
const DETAIL_PAGES = [
  routes.product(entriesOf<{ slug: string }>('Product')[0].slug),
  routes.solution(entriesOf<{ slug: string }>('Solution')[0].slug),
  routes.service(entriesOf<{ slug: string }>('Service')[0].slug),
  routes.pressRelease(release.slug),
];
/** The most empty space a visitor sees between the hero's last line and the first content below it. */
const MAX_GAP_PX = 96;

test.describe('detail pages', () => {
  test(`start their content within ${MAX_GAP_PX} px of the hero`, { tag: ['@desktop-light', '@phone-light'] }, async ({ page }) => {
    const gaps: string[] = [];
    for (const path of DETAIL_PAGES) {
      await gotoReady(page, path);
      const gap = await page.evaluate(() => {
        const main = document.querySelector('main') as HTMLElement;
        const hero = (main.querySelector('h1') as HTMLElement).closest('main > * > *, main > *') as HTMLElement;
        const heroParts = [...hero.querySelectorAll('h1, p, a, img, li, span, svg, dl')]
          .filter((element) => getComputedStyle(element).position !== 'fixed')
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.height > 0);
        const heroBottom = Math.max(...heroParts.map((box) => box.bottom));
        const after = [...main.querySelectorAll('h2, h3, p, li, img, a, dl, table')]
          .filter((element) => !hero.contains(element))
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.top >= heroBottom);
        return Math.round(Math.min(...after.map((box) => box.top)) - heroBottom);
      });
      if (gap > MAX_GAP_PX) gaps.push(`${path}: ${gap} px`);
    }
    expect(gaps).toEqual([]);
  });
});
