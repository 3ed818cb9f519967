import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ICON_SPRITE_PATH } from '../src/lib/icons';
import { DELAYS } from '../src/lib/timing';
import { axeViolations } from './axe';
import { THEME_INIT, expect, reportCspViolations, type ThemeName } from './browser-test';
import { readCutOff } from './cut-off';

/** One visit of one page in a tab of the every-page sweep (support/every-page.ts), and all it found. */
export interface PageVisit {
  status: number | undefined;
  /** The body's theme class once hydrated. */
  theme: ThemeName;
  h1Count: number;
  /** The h1 the server rendered is still in the page after hydration (React replaces DOM it cannot hydrate). */
  h1KeptFromServer: boolean;
  /** Uncaught errors and console errors, from the first byte until the late effects have run. */
  errors: string[];
  /** Violations reported by the securitypolicyviolation event. */
  cspViolations: string[];
  /** Same-origin scripts fetched with no interaction until the network was idle. */
  scripts: string[];
  /** Requests for the icon sprite file (icons must paint from the page itself). */
  spriteRequests: number;
  icons: number;
  /** Visible icons whose <use> resolves to nothing (an empty box). */
  undrawnIcons: string[];
  axe: string[];
  /** Per width the page was looked at: what scrolls sideways or lies outside the screen. */
  cutOff: Record<number, string[]>;
}

/** Narrower phones every page must fit whole, besides the project's own 390 px: down to the narrowest in use. */
export const NARROW_PHONE_WIDTHS = [360, 320];

/**
 * After load, the chat launcher appears and starts its effects: errors they raise land by then.
 * The tabs run on Playwright's clock (time in the page flows as usual), so a visit moves the page's
 * clock past the launcher's delay instead of waiting for it, then gives its effects a moment.
 */
const LATE_EFFECTS_MS = DELAYS.chatLauncherMs + 500;
const EFFECTS_SETTLE_MS = 300;

/** What a tab records while it shows one page; a new record starts with each visit. */
interface VisitRecord {
  errors: string[];
  cspViolations: string[];
  scripts: Set<string>;
  spriteRequests: number;
}

export interface SweepTab {
  page: Page;
  record: VisitRecord;
}

export interface SweepSettings {
  theme: ThemeName;
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  baseURL: string;
}

const newRecord = (): VisitRecord => ({ errors: [], cspViolations: [], scripts: new Set(), spriteRequests: 0 });

/**
 * A tab that visits page after page, as a visitor browsing the site does. One tab per share of the
 * pages, not one per page: a new tab starts a new renderer process and fetches and compiles the
 * bundles again, which costs twice the visit itself. Scripts served from the cache still show as
 * requests, so the JavaScript count per page is the same as in a fresh tab.
 */
export const openTab = async (browser: Browser, { theme, viewport, isMobile, hasTouch, baseURL }: SweepSettings): Promise<SweepTab> => {
  const context: BrowserContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  await context.clock.install();
  const tab: SweepTab = { page: await context.newPage(), record: newRecord() };
  await reportCspViolations(context, (line) => tab.record.cspViolations.push(line));
  // Before the page's own scripts: tag the heading the server rendered. React replaces the DOM it
  // cannot hydrate (a mismatch, or an update before hydration finished), and the tag goes with it.
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => Object.assign(document.querySelector('h1') ?? {}, { __fromServer: true })),
  );
  const themeInit = THEME_INIT[theme];
  if (themeInit) await context.addInitScript(themeInit);

  tab.page.on('pageerror', (error) => tab.record.errors.push(`uncaught: ${error.message}`));
  tab.page.on('console', (message) => {
    if (message.type() === 'error') tab.record.errors.push(`console: ${message.text().slice(0, 300)} ${message.location().url}`.trim());
  });
  tab.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL).origin) return;
    if (request.resourceType() === 'script') tab.record.scripts.add(url.pathname);
    if (url.pathname.includes(ICON_SPRITE_PATH)) tab.record.spriteRequests += 1;
  });
  return tab;
};

export const visitPage = async (tab: SweepTab, path: string, settings: SweepSettings): Promise<PageVisit> => {
  const { page } = tab;
  // The previous visit left reduced motion on (for axe) and maybe a narrower viewport; each visit starts as a visitor's does.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize(settings.viewport);
  const record = newRecord();
  tab.record = record;
  const response = await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const firstLoadScripts = [...record.scripts];
  await page.clock.fastForward(LATE_EFFECTS_MS);
  await page.waitForTimeout(EFFECTS_SETTLE_MS);

  const { h1Count, h1KeptFromServer, bodyIsLight } = await page.evaluate(() => ({
    h1Count: document.querySelectorAll('h1').length,
    h1KeptFromServer: (document.querySelector('h1') as { __fromServer?: boolean } | null)?.__fromServer === true,
    bodyIsLight: document.body.classList.contains('light'),
  }));
  // Sections below the fold fade in on scroll: axe would skip (opacity 0) or mis-measure
  // (mid-fade) them. With reduced motion every block shows in its final colours at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const axe = await axeViolations(page, path);
  const { icons, undrawnIcons } = await page.evaluate(() => {
    const uses = Array.from(document.querySelectorAll<SVGUseElement>('svg.icon use'));
    return {
      icons: uses.length,
      undrawnIcons: uses
        .filter((use) => (use.ownerSVGElement as SVGSVGElement).checkVisibility())
        .filter((use) => use.getBBox().width === 0)
        .map((use) => use.getAttribute('href') ?? ''),
    };
  });
  const cutOff: Record<number, string[]> = { [settings.viewport.width]: await readCutOff(page) };
  for (const width of settings.isMobile ? NARROW_PHONE_WIDTHS : []) {
    await page.setViewportSize({ ...settings.viewport, width });
    // One frame for the layout at the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    cutOff[width] = await readCutOff(page);
  }
  return {
    status: response?.status(),
    theme: bodyIsLight ? 'light' : 'dark',
    h1Count,
    h1KeptFromServer,
    errors: record.errors,
    cspViolations: record.cspViolations,
    scripts: firstLoadScripts,
    spriteRequests: record.spriteRequests,
    icons,
    undrawnIcons,
    axe,
    cutOff,
  };
};
