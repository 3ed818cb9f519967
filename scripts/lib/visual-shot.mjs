// Taking one visual-regression shot: a page at one width and theme, frozen, with its layout boxes.
import { CHROMIUM_ARGS } from '../../support/chromium.ts';
import { readLayout } from './layout-snapshot.mjs';

/** Viewport height; a full-page shot is as tall as the page. */
const HEIGHT = 900;

/**
 * What makes two runs differ, switched off: animations, transitions and the text caret; content
 * that reveals on scroll (shown at once, as for a visitor who prefers reduced motion). Blocks the
 * browser renders only near the viewport (content-visibility: auto) are all rendered, as each is
 * when a visitor scrolls to it: a full-page shot would otherwise show them as empty space. The chat
 * launcher appears after a timer: the shot waits for it, so it is always there.
 */
const FREEZE_CSS = `
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  [data-reveal] { opacity: 1 !important; transform: none !important; }
  html { scroll-behavior: auto !important; }
  * { content-visibility: visible !important; }
`;

/** The chat launcher, which appears a moment after the page: every shot waits for it. */
const CHAT_LAUNCHER = 'button[aria-label="Open chat assistant"]';

/** Text drawn the same way on every machine, and no scrollbar in the shots. */
export const SHOT_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'];

/** A full-page screenshot of a long page on a busy 2-core machine. */
const SCREENSHOT_TIMEOUT_MS = 120_000;

let screenshotQueue = Promise.resolve();
/** Runs `task` after every task queued before it has settled. */
const oneAtATime = (task) => {
  const result = screenshotQueue.then(task);
  screenshotQueue = result.catch(() => undefined);
  return result;
};

export const capture = async (browser, baseUrl, { page, width, theme }) => {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT }, deviceScaleFactor: 1, reducedMotion: 'reduce', colorScheme: theme });
  // Before any page script: the theme the visitor chose, and the first hero headline (it is drawn at random per session).
  await context.addInitScript((chosen) => {
    localStorage.setItem('theme', chosen);
    sessionStorage.setItem('hero-version', '1');
  }, theme);
  const tab = await context.newPage();
  await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
  await tab.addStyleTag({ content: FREEZE_CSS });
  await tab.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
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
  const layout = await readLayout(tab);
  // One full-page screenshot at a time: concurrent ones in one browser queue behind each other in
  // its compositor and time out on a busy machine; the waits before them still overlap.
  const png = await oneAtATime(() => tab.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', timeout: SCREENSHOT_TIMEOUT_MS }));
  await context.close();
  return { png, layout };
};
