import type { Browser } from '@playwright/test';
import { builtPagePaths, expect, test, type ProjectName, type ThemeName } from './browser-test';
import { NARROW_PHONE_WIDTHS, openTab, visitPage, type PageVisit, type SweepSettings, type SweepTab } from './page-visit';
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

/** Loads beyond the built pages: the not-found page and the contact page's demo variant. */
export const EXTRA_PATHS = ['/404.html', '/contact/?demo=true'];

/** Tabs open at once: each waits (network, hydration, the launcher's timer) about as long as axe computes. */
const TABS_AT_ONCE = 3;

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
