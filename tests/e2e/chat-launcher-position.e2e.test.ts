import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './harness';

/**
 * On a phone the chat launcher floats over the page: on arrival it must not sit on any text of the
 * home page's hero (headline, intro, buttons, stat figures and labels), in either headline variant.
 */

type Box = { x: number; y: number; width: number; height: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each line box of visible text in the hero that is on screen. */
const heroTextBoxes = (page: Page) =>
  page.evaluate(() => {
    const hero = document.querySelector('#home') as HTMLElement;
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    const boxes: Array<{ text: string; x: number; y: number; width: number; height: number }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
          boxes.push({ text, x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      }
    }
    return boxes;
  });

describe('the chat launcher on phones', () => {
  it.each(PHONES.flatMap((viewport) => ['1', '2'].map((hero) => ({ ...viewport, hero }))))(
    'covers no hero text at $width × $height (headline $hero)',
    async ({ width, height, hero }) => {
      const page = await newPage(browser, { path: '/', viewport: { width, height }, initScript: `sessionStorage.setItem('hero-version', '${hero}')` });
      const launcher = page.getByRole('button', { name: 'Open chat assistant' });
      // The launcher is due 2 s after load; on arrival it must stay off the hero's text.
      await page.waitForTimeout(3_000);
      const textBoxes = await heroTextBoxes(page);
      expect(textBoxes.length).toBeGreaterThan(5);
      const launcherBox = (await launcher.isVisible()) ? await launcher.boundingBox() : null;
      const coveredOnArrival = launcherBox ? textBoxes.filter((box) => intersects(box, launcherBox)).map((box) => box.text) : [];
      expect(coveredOnArrival).toEqual([]);

      // Once the visitor scrolls the hero out of its corner, the launcher is there, still covering none of its text.
      await page.mouse.wheel(0, height);
      await launcher.waitFor({ state: 'visible', timeout: 10_000 });
      await page.waitForTimeout(400); // its pop-in animation ends
      const shownBox = (await launcher.boundingBox()) as Box;
      expect((await heroTextBoxes(page)).filter((box) => intersects(box, shownBox)).map((box) => box.text)).toEqual([]);
      await page.context().close();
    },
  );
});
