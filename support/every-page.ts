import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ICON_SPRITE_PATH } from '../../src/lib/icons';
import { DELAYS } from '../../src/lib/timing';
import { visitAhead } from '../../support/visit-ahead';
import { axeViolations } from './axe';
import { BASE_URL, THEME_INIT, builtPagePaths, launchBrowser, reportCspViolations, type ThemeName } from './harness';

/**
 * One visit to every page a visitor can open, in one theme at one viewport, and everything a
 * visitor would notice on it, read from that one load: the status; a single h1, which hydration
 * keeps (no server/browser mismatch); no uncaught or console error; no Content-Security-Policy
 * violation; no axe violation; every icon drawn with no sprite file fetched; and the scripts the
 * page loads on its own (for the JavaScript budget). Each page is loaded once for all of these,
 * not once per concern: a page load is the suite's costliest step.
 */

export interface SweepSettings {
  theme: ThemeName;
  viewport: { width: number; height: number };
}

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
}

/** Loads beyond the built pages: the not-found page and the contact page's demo variant. */
export const EXTRA_PATHS = ['/404.html', '/contact/?demo=true'];

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

const newRecord = (): VisitRecord => ({ errors: [], cspViolations: [], scripts: new Set(), spriteRequests: 0 });

/**
 * A tab that visits page after page, as a visitor browsing the site does. One tab per share of the
 * pages, not one per page: a new tab starts a new renderer process and fetches and compiles the
 * bundles again, which costs twice the visit itself. Scripts served from the cache still show as
 * requests, so the JavaScript count per page is the same as in a fresh tab.
 */
const openTab = async (browser: Browser, { theme, viewport }: SweepSettings): Promise<SweepTab> => {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: BASE_URL });
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
    if (url.origin !== new URL(BASE_URL).origin) return;
    if (request.resourceType() === 'script') tab.record.scripts.add(url.pathname);
    if (url.pathname.includes(ICON_SPRITE_PATH)) tab.record.spriteRequests += 1;
  });
  return tab;
};

const visitPage = async (tab: SweepTab, path: string): Promise<PageVisit> => {
  const { page } = tab;
  // The previous visit left reduced motion on (for axe); each visit starts as a visitor's does.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const record = newRecord();
  tab.record = record;
  const response = await page.goto(path, { waitUntil: 'load' });
  const loaded = Date.now();
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
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
  // Sections the browser skips until they near the viewport (content-visibility) have no boxes yet.
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
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
  };
};

/**
 * Registers the sweep's tests (one per page, each asserting everything its visit found) and
 * returns the visits for a file's further tests. The browser works ahead of the tests.
 */
export const describeEveryPage = (settings: SweepSettings): { visitOf: (path: string) => Promise<PageVisit>; builtPaths: string[] } => {
  const builtPaths = builtPagePaths();
  const paths = [...builtPaths, ...EXTRA_PATHS];
  let browser: Browser;
  let visits: ReturnType<typeof visitAhead<SweepTab, PageVisit>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    visits = visitAhead(paths, {
      concurrency: TABS_AT_ONCE,
      openWorker: () => openTab(browser, settings),
      visit: visitPage,
      closeWorker: (tab) => tab.page.context().close(),
    });
  });
  afterAll(async () => {
    await visits?.done;
    await browser?.close();
  });

  const label = `${settings.theme} theme at ${settings.viewport.width}×${settings.viewport.height}`;
  describe(`every page, ${label}`, () => {
    it('covers every built page, and the not-found page and the demo request', () => {
      expect(builtPaths.length).toBeGreaterThan(40);
      expect(paths).toEqual(expect.arrayContaining(['/', '/contact/', '/events/', '/privacy/', ...EXTRA_PATHS]));
    });

    it.each(paths)('%s: 200, one h1 kept through hydration, the theme, no error, no CSP violation, no axe violation, every icon drawn', async (path) => {
      const visit = await visits.resultFor(path);
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

    it('paints the icons from the page itself: icons on every page, no sprite file fetched', async () => {
      const all = await Promise.all(paths.map((path) => visits.resultFor(path)));
      expect(all.reduce((sum, visit) => sum + visit.icons, 0)).toBeGreaterThan(paths.length);
      expect(all.filter((visit) => visit.spriteRequests > 0)).toEqual([]);
    });
  });

  return { visitOf: (path) => visits.resultFor(path), builtPaths };
};
