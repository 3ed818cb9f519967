import type { Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { STORAGE_KEYS } from '../../src/lib/timing';
import { expect, gotoReady, test } from '../../support/browser-test';
import { entriesOf } from '../../support/site-content';

/**
 * On a phone the chat launcher floats over the page: on arrival it must not sit on any text of the
 * home page's hero (headline, intro, buttons, stat figures and labels), in either headline variant.
 */

type Box = { x: number; y: number; width: number; height: number };

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const HERO_VARIANTS = ['1', '2'];

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

const coveredTexts = async (page: Page, launcherBox: Box | null) =>
  launcherBox ? (await heroTextBoxes(page)).filter((box) => intersects(box, launcherBox)).map((box) => box.text) : [];

/**
 * The tests run on Playwright's clock: time in the page flows as usual, and the launcher's delay
 * (2 s after load; chat.spec.ts checks it) is passed by moving the page's clock on, not waited for.
 */
const LAUNCHER_DELAY_MS = 2000;
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('the chat launcher on phones', () => {
  for (const viewport of PHONES) {
    for (const hero of HERO_VARIANTS) {
      test.describe(`at ${viewport.width} × ${viewport.height}, headline ${hero}`, () => {
        test.use({ viewport });

        test('covers no hero text', { tag: ['@phone-light'] }, async ({ page }) => {
          await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [STORAGE_KEYS.heroVariant, hero]);
          await gotoReady(page, '/');
          await expect(page.locator('html')).toHaveAttribute('data-hero', hero);
          const launcher = page.getByRole('button', { name: 'Open chat assistant' });
          // The launcher is due 2 s after load: what a visitor sees on arrival is the page a moment
          // later, with the launcher shown or kept back. Either way it must stay off the hero's text.
          await page.clock.fastForward(LAUNCHER_DELAY_MS + 1_000);
          expect((await heroTextBoxes(page)).length).toBeGreaterThan(5);
          expect(await coveredTexts(page, (await launcher.isVisible()) ? await launcher.boundingBox() : null)).toEqual([]);

          // Once the visitor scrolls the hero out of its corner, the launcher is there, still covering none of its text.
          await page.mouse.wheel(0, viewport.height);
          await expect(launcher).toBeVisible({ timeout: 10_000 });
          // Its pop-in animation ends before its box is read.
          await launcher.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
          expect(await coveredTexts(page, await launcher.boundingBox())).toEqual([]);
        });
      });
    }
  }
});

/**
 * At the bottom of a page the launcher sits over the footer: it must leave the footer's last lines
 * (the copyright) readable, and never sit on a control a visitor needs (a form field or button).
 * The pages: one with a form near the bottom, the sign-in card, and a long text page.
 */
const BOTTOM_PAGES = [routes.contact, routes.auth, routes.legal(entriesOf<{ slug: string }>('LegalPage')[0].slug)];

/** Line boxes of the footer's text, and the boxes of every visible control but the launcher, on screen. */
const coverableBoxes = (page: Page) =>
  page.evaluate(() => {
    const onScreen = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
    const boxes: Array<{ what: string; x: number; y: number; width: number; height: number }> = [];
    const footer = document.querySelector('footer');
    if (footer) {
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (onScreen(rect)) boxes.push({ what: `footer text "${text}"`, x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      }
    }
    for (const control of document.querySelectorAll<HTMLElement>('input:not([type=hidden]), textarea, select, button')) {
      // The launcher itself, and the footer's links (counted as its text above).
      if (control.closest('footer') || control.getAttribute('aria-label') === 'Open chat assistant') continue;
      const rect = control.getBoundingClientRect();
      if (onScreen(rect) && control.checkVisibility())
        boxes.push({
          what: `control "${control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim()}"`,
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
        });
    }
    return boxes;
  });

test.describe('the chat launcher at the bottom of a page', () => {
  for (const width of [320, 360, 390]) {
    for (const path of BOTTOM_PAGES) {
      test(`covers neither the footer's text nor a control at ${width} px: ${path}`, { tag: ['@phone-light'] }, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await gotoReady(page, path);
        const launcher = page.getByRole('button', { name: 'Open chat assistant' });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.clock.fastForward(LAUNCHER_DELAY_MS);
        await expect(launcher).toBeVisible({ timeout: 10_000 });
        await launcher.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        // The footer's content is laid out only near the viewport: read it once it has been.
        await expect.poll(async () => (await coverableBoxes(page)).some((box) => box.what.startsWith('footer text'))).toBe(true);
        const launcherBox = await launcher.boundingBox();
        expect(launcherBox).not.toBeNull();
        const covered = (await coverableBoxes(page)).filter((box) => intersects(box, launcherBox as Box)).map((box) => box.what);
        expect(covered).toEqual([]);
      });
    }
  }
});
