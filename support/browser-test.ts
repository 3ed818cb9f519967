// What every browser test (tests/e2e/*.spec.ts) imports: Playwright Test's `test` with the site's
// fixtures, `expect`, and the few helpers several files need.
//
// The projects (playwright.config.ts) are a phone (390×844, touch) and a desktop (1366×900), each in
// the light and the dark theme. A test runs in `desktop-light` only, unless it is tagged with the
// projects it needs: `test('…', { tag: ['@phone-dark'] }, …)`, or `{ tag: EVERY_PROJECT }` for all
// four. The viewport and the theme come from the project; `theme` is also a test option
// (`test.use({ theme: 'dark' })`).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { sitePagePaths } from '../gatsby/post-build/built-pages';
import path from 'node:path';

export { expect };

export type ThemeName = 'light' | 'dark';

export const PROJECTS = ['desktop-light', 'desktop-dark', 'phone-light', 'phone-dark'] as const;
export type ProjectName = (typeof PROJECTS)[number];
/** Tag for a test that runs in every project (both viewports, both themes). */
export const EVERY_PROJECT = ['@every-project'];

/** What a visitor's saved choice leaves in storage: light is the default, dark is what the theme toggle saves (the inline script reads it before first paint). */
export const THEME_INIT: Record<ThemeName, string | undefined> = {
  light: undefined,
  dark: "try { localStorage.setItem('theme', 'dark') } catch (e) {}",
};

export const test = base.extend<{ theme: ThemeName }>({
  theme: ['light', { option: true }],
  context: async ({ context, theme }, use) => {
    const themeInit = THEME_INIT[theme];
    if (themeInit) await context.addInitScript(themeInit);
    await use(context);
  },
});

/** Navigates and waits until React has hydrated the page (gatsby-browser marks <html data-hydrated>), so clicks have handlers. */
export const gotoReady = async (page: Page, url: string) => {
  const response = await page.goto(url, { waitUntil: 'load' });
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response;
};

/** Every page path of the build, read from public/ (…/index.html), so new content is covered automatically. */
export const builtPagePaths = (): string[] => sitePagePaths(path.resolve(__dirname, '../public'));

/**
 * Hands `report` a line for each Content-Security-Policy violation of every document the context
 * loads, from before its first script runs ("/path: violation of script-src-elem, blocked …").
 * Reported straight to the test, so a violation during navigation is not lost with its document.
 */
export const reportCspViolations = async (context: BrowserContext, report: (line: string) => void): Promise<void> => {
  await context.exposeFunction('__reportCspViolation', report);
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const send = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
        send(`${location.pathname}: violation of ${event.effectiveDirective}, blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim());
      },
      true,
    );
  });
};
