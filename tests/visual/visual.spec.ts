import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { findTestChromium } from '../../support/chromium';
import { layoutChanges, readLayout, type LayoutBox } from '../../support/layout-snapshot';

/**
 * Full-page screenshots of five pages at two widths in both themes (20 shots), compared with the
 * committed baselines in tests/visual/baselines/ (`toHaveScreenshot`; the `visual` project of
 * playwright.config.ts). The pages are those of the fixture build (support/visual-fixture.ts: the
 * site on the frozen content of tests/fixtures/site-content/), never of content/: a writer's edit
 * changes text and page heights, which these shots must not fail on; they guard the look. A shot fails when more than 0.3 % of its pixels differ; the report shows
 * the expected, actual and diff images.
 *
 * Each shot also has a layout snapshot (tests/visual/baselines/layout/: the boxes of headings,
 * sections, cards, buttons, images), compared with any Chromium: a layout change fails everywhere.
 * Pixels differ slightly between Chromium versions, and between the headless shell and the full
 * browser of one version (text antialiasing): RENDERER.txt records the binary and version that took
 * the baselines, and with another one a pixel difference is reported (an annotation in the report)
 * but does not fail.
 *
 *   npm run test:visual                     compare
 *   npm run test:visual -- --update         new baselines (and the README's docs/screenshots/), layouts, RENDERER.txt
 *   npm run test:visual -- --update-layout  the layout snapshots only (any Chromium)
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/omnisynapses/' },
  { name: 'case-study', path: '/portfolio/askmilo/' },
  { name: 'contact', path: '/contact/' },
  { name: 'newsroom', path: '/newsroom/' },
];
const WIDTHS = [390, 1366];
const THEMES = ['light', 'dark'] as const;
/** Viewport height; a full-page shot is as tall as the page. */
const HEIGHT = 900;

const BASELINE_DIR = path.resolve(__dirname, 'baselines');
const LAYOUT_DIR = path.join(BASELINE_DIR, 'layout');
const RENDERER_FILE = path.join(BASELINE_DIR, 'RENDERER.txt');
const DOCS_DIR = path.resolve(__dirname, '../../docs/screenshots');

/**
 * What makes two runs differ, switched off: animations, transitions and the text caret; content
 * that reveals on scroll (shown at once, as for a visitor who prefers reduced motion).
 */
const FREEZE_CSS = `
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  [data-reveal] { opacity: 1 !important; transform: none !important; }
  html { scroll-behavior: auto !important; }
`;

/** The chat launcher, which appears a moment after the page: every shot waits for it. */
const CHAT_LAUNCHER = 'button[aria-label="Open chat assistant"]';

/** --update (Playwright's --update-snapshots=all) rewrites everything; --update-layout only the layouts. */
const updatingLayout = () => test.info().config.updateSnapshots === 'all' || process.env.UPDATE_LAYOUT === '1';

for (const page of PAGES) {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const name = `${page.name}-${width}-${theme}`;
      test(name, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: HEIGHT }, deviceScaleFactor: 1, reducedMotion: 'reduce', colorScheme: theme });
        // Before any page script: the theme the visitor chose, and the first hero headline (it is drawn at random per session).
        await context.addInitScript((chosen) => {
          localStorage.setItem('theme', chosen);
          sessionStorage.setItem('hero-version', '1');
        }, theme);
        const tab = await context.newPage();
        await tab.goto(page.path, { waitUntil: 'networkidle' });
        await tab.addStyleTag({ content: FREEZE_CSS });
        await expect(tab.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
        // The chat launcher appears 2 s after the first load, except on a phone over the home page's hero,
        // which it never covers (it waits for a scroll there): wait until it shows, or until it would have.
        await tab.waitForFunction(
          (launcher) =>
            document.querySelector(launcher)?.checkVisibility() ||
            (document.querySelector('[data-chat-launcher-clear]') !== null && innerWidth < 768 && performance.now() > 3000),
          CHAT_LAUNCHER,
          { timeout: 30_000 },
        );
        // Lazy images load now, not when the full-page capture happens to reach them; then fonts and a settled frame.
        await tab.evaluate(async () => {
          const images = [...document.images];
          images.forEach((image) => {
            image.loading = 'eager';
          });
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        await tab.waitForLoadState('networkidle');

        // The layout, with any Chromium.
        const layout = await readLayout(tab);
        const layoutFile = path.join(LAYOUT_DIR, `${name}.json`);
        if (updatingLayout()) {
          fs.mkdirSync(LAYOUT_DIR, { recursive: true });
          fs.writeFileSync(layoutFile, `${JSON.stringify(layout).replace(/\},\{/g, '},\n{')}\n`);
        } else {
          expect(fs.existsSync(layoutFile), `${name}: no layout snapshot (run \`npm run test:visual -- --update-layout\`)`).toBe(true);
          const changes = layoutChanges(JSON.parse(fs.readFileSync(layoutFile, 'utf8')) as LayoutBox[], layout);
          expect.soft(changes, `${name}: layout changed (if intended: npm run test:visual -- --update-layout)`).toEqual([]);
        }
        if (process.env.UPDATE_LAYOUT === '1') {
          await context.close();
          return;
        }

        // The pixels, strictly with the Chromium that took the baselines.
        const renderer = `${path.basename(findTestChromium())} ${browser.version()}`;
        const baselineRenderer = fs.existsSync(RENDERER_FILE) ? fs.readFileSync(RENDERER_FILE, 'utf8').trim() : null;
        const shot = () =>
          expect(tab).toHaveScreenshot(`${name}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            threshold: 0.1,
            maxDiffPixelRatio: 0.003,
            timeout: 120_000,
          });
        if (test.info().config.updateSnapshots === 'all') {
          await shot();
          fs.writeFileSync(RENDERER_FILE, `${renderer}\n`);
          // The README's copies: palette PNGs, a third of the size (baselines stay lossless).
          fs.mkdirSync(DOCS_DIR, { recursive: true });
          await sharp(path.join(BASELINE_DIR, `${name}.png`))
            .png({ palette: true, quality: 90, compressionLevel: 9 })
            .toFile(path.join(DOCS_DIR, `${name}.png`));
        } else if (baselineRenderer === renderer) {
          await shot();
        } else {
          // Another Chromium draws text and anti-aliasing a little differently: its differences are
          // reported, not failed on.
          try {
            await shot();
          } catch (error) {
            // eslint-disable-next-line no-control-regex -- the matcher's message is coloured for a terminal
            const message = (error as Error).message.replace(/\x1b\[[0-9;]*m/g, '');
            const summary = message.split('\n').find((line) => /pixels|size/i.test(line)) ?? message.split('\n')[0];
            test.info().annotations.push({
              type: 'pixels not compared strictly',
              description: `baselines taken with ${baselineRenderer ?? 'an unrecorded Chromium'}, this is ${renderer} (npm run test:visual -- --update takes them with this one): ${summary.trim()}`,
            });
          }
        }
        await context.close();
      });
    }
  }
}
