import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ICON_SPRITE_PATH } from '../src/lib/icons';
import { DELAYS } from '../src/lib/timing';
import { axeViolations } from './axe';
import { THEME_INIT, builtPagePaths, expect, reportCspViolations, test, type ProjectName, type ThemeName } from './browser-test';
import { visitAhead } from './visit-ahead';

/**
 * One visit to every page a visitor can open, in the theme and viewport of one project, and
 * everything a visitor would notice on it, read from that one load: the status; a single h1, which
 * hydration keeps (no server/browser mismatch); no uncaught or console error; no
 * Content-Security-Policy violation; no axe violation; every icon drawn with no sprite file fetched;
 * nothing cut off at the sides (on a phone also at 360 and 320 px); and the scripts the page loads on its
 * own (for the JavaScript budget). Each page is loaded once for all of these, not once per concern:
 * a page load is the suite's costliest step.
 */

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

/** Loads beyond the built pages: the not-found page and the contact page's demo variant. */
export const EXTRA_PATHS = ['/404.html', '/contact/?demo=true'];

/** Narrower phones every page must fit whole, besides the project's own 390 px: down to the narrowest in use. */
export const NARROW_PHONE_WIDTHS = [360, 320];

/** After load, the chat launcher appears and starts its effects: errors they raise land by then. */
const LATE_EFFECTS_MS = DELAYS.chatLauncherMs + 500;

/** Tabs open at once: each waits (network, hydration, the launcher's timer) about as long as axe computes. */
const TABS_AT_ONCE = 3;

/** What a tab records while it shows one page; a new record starts with each visit. */
interface VisitRecord {
  errors: string[];
  cspViolations: string[];
  scripts: Set<string>;
  spriteRequests: number;
}

interface SweepTab {
  page: Page;
  record: VisitRecord;
}

interface SweepSettings {
  theme: ThemeName;
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  baseURL: string;
}

const newRecord = (): VisitRecord => ({ errors: [], cspViolations: [], scripts: new Set(), spriteRequests: 0 });

/**
 * What a visitor at this width cannot reach: the page scrolling sideways, and visible text or
 * controls whose box lies (partly) outside the screen, unless a box of their own scrolls sideways
 * to them (a wide table in its scrolling wrapper is fine; one clipped by the page is not).
 */
const readCutOff = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    const scrollsSideways = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth) return true;
      }
      return false;
    };
    const outside = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && (rect.left < -1 || rect.right > width + 1);
    const describe = (element: Element, rect: DOMRect) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" at x ${Math.round(rect.left)}-${Math.round(rect.right)}`;
    // Text kept for screen readers (or a spam trap for bots) sits in a 1×1 px box that clips it: nobody sees it, wherever it lies.
    const visuallyHidden = (element: Element): boolean => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 && rect.height <= 1 && getComputedStyle(box).overflow === 'hidden') return true;
      }
      return false;
    };
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !visuallyHidden(element);
    // Controls by their box, text by the boxes of its lines.
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
      const rect = control.getBoundingClientRect();
      if (visible(control) && outside(rect) && !scrollsSideways(control)) found.push(describe(control, rect));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript') || !visible(parent)) continue;
      range.selectNodeContents(node);
      const line = [...range.getClientRects()].find(outside);
      if (line && !scrollsSideways(parent)) found.push(describe(parent, line));
    }
    return [...new Set(found)].slice(0, 10);
  });

/**
 * A tab that visits page after page, as a visitor browsing the site does. One tab per share of the
 * pages, not one per page: a new tab starts a new renderer process and fetches and compiles the
 * bundles again, which costs twice the visit itself. Scripts served from the cache still show as
 * requests, so the JavaScript count per page is the same as in a fresh tab.
 */
const openTab = async (browser: Browser, { theme, viewport, isMobile, hasTouch, baseURL }: SweepSettings): Promise<SweepTab> => {
  const context: BrowserContext = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
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

const visitPage = async (tab: SweepTab, path: string, settings: SweepSettings): Promise<PageVisit> => {
  const { page } = tab;
  // The previous visit left reduced motion on (for axe) and maybe a narrower viewport; each visit starts as a visitor's does.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize(settings.viewport);
  const record = newRecord();
  tab.record = record;
  const response = await page.goto(path, { waitUntil: 'load' });
  const loaded = Date.now();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const firstLoadScripts = [...record.scripts];
  await page.waitForTimeout(Math.max(0, LATE_EFFECTS_MS - (Date.now() - loaded)));

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

/**
 * Registers the sweep's tests for one project (one test per page, each asserting everything its
 * visit found) and returns the visits for a file's further tests. The browser works ahead of the
 * tests; the viewport and theme are the project's (playwright.config.ts).
 */
export const describeEveryPage = (project: ProjectName): { visitOf: (path: string) => Promise<PageVisit>; builtPaths: string[]; tag: string[] } => {
  const builtPaths = builtPagePaths();
  const paths = [...builtPaths, ...EXTRA_PATHS];
  const tag = [`@${project}`];
  let browser: Browser;
  let settings: SweepSettings;
  /** Visits started so far, by path. */
  const started = new Map<string, Promise<PageVisit>>();

  test.beforeAll(async ({ browser: workerBrowser }, testInfo) => {
    browser = workerBrowser;
    const use = testInfo.project.use as typeof testInfo.project.use & { theme: ThemeName };
    settings = {
      theme: use.theme,
      viewport: use.viewport ?? { width: 1366, height: 900 },
      isMobile: Boolean(use.isMobile),
      hasTouch: Boolean(use.hasTouch),
      baseURL: use.baseURL ?? '',
    };
  });
  const tabs: SweepTab[] = [];
  // After the last test, or after a failed one (Playwright then moves on in a new worker): visits
  // still under way have no test left to read them in this worker.
  test.afterAll(async () => {
    await Promise.all(tabs.map((tab) => tab.page.context().close()));
  });

  /**
   * The visit of a path; the first call starts the browser on that path and every later one, a few
   * tabs at once, ahead of their tests. Playwright starts a new worker after a failed test: its
   * visits then start at the next test's page, not at the first page again.
   */
  const visitOf = (path: string): Promise<PageVisit> => {
    if (!started.has(path)) {
      const batch = paths.slice(paths.indexOf(path)).filter((next) => !started.has(next));
      const visits = visitAhead(batch, {
        concurrency: TABS_AT_ONCE,
        openWorker: async () => {
          const tab = await openTab(browser, settings);
          tabs.push(tab);
          return tab;
        },
        visit: (tab, next) => visitPage(tab, next, settings),
        // Tabs stay open until the file's tests end: Playwright starts and stops tracing on every
        // open context around each test, and a context closing meanwhile fails that test's hooks.
      });
      for (const next of batch) started.set(next, visits.resultFor(next));
    }
    return started.get(path) as Promise<PageVisit>;
  };

  test.describe(`every page (${project})`, { tag }, () => {
    test('covers every built page, and the not-found page and the demo request', () => {
      // Starts the browser on the first page while the test runner moves on.
      void visitOf(paths[0]);
      expect(builtPaths.length).toBeGreaterThan(40);
      expect(paths).toEqual(expect.arrayContaining(['/', '/contact/', '/events/', '/privacy/', ...EXTRA_PATHS]));
    });

    for (const path of paths) {
      test(`${path}: 200, one h1 kept through hydration, the theme, no error, no CSP violation, no axe violation, every icon drawn`, async () => {
        const visit = await visitOf(path);
        const found = {
          path,
          status: visit.status,
          theme: visit.theme,
          h1Count: visit.h1Count,
          h1KeptFromServer: visit.h1KeptFromServer,
          errors: visit.errors,
          cspViolations: visit.cspViolations,
          axe: visit.axe,
          undrawnIcons: visit.undrawnIcons,
        };
        expect(found).toEqual({
          path,
          status: 200,
          theme: settings.theme,
          h1Count: 1,
          h1KeptFromServer: true,
          errors: [],
          cspViolations: [],
          axe: [],
          undrawnIcons: [],
        });
      });
    }

    for (const path of paths) {
      test(`${path}: whole at the screen's width, nothing cut off at the sides (a phone also at ${NARROW_PHONE_WIDTHS.join(' and ')} px)`, async () => {
        const { cutOff } = await visitOf(path);
        const widths = Object.keys(cutOff).map(Number);
        expect(widths).toContain(settings.viewport.width);
        if (settings.isMobile) expect(widths).toEqual(expect.arrayContaining(NARROW_PHONE_WIDTHS));
        expect(cutOff).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
      });
    }

    test('paints the icons from the page itself: icons on every page, no sprite file fetched', async () => {
      const all: PageVisit[] = [];
      for (const path of paths) all.push(await visitOf(path));
      expect(all.reduce((sum, visit) => sum + visit.icons, 0)).toBeGreaterThan(paths.length);
      expect(all.filter((visit) => visit.spriteRequests > 0)).toEqual([]);
    });
  });

  return { visitOf, builtPaths, tag };
};
