import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findTestChromium } from './chromium';

/** The netlify dev server started by global-setup. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8888';

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: findTestChromium(), headless: true, args: CHROMIUM_ARGS });

export interface PageOptions {
  path?: string;
  viewport?: { width: number; height: number };
  /** Run before any page script, e.g. to seed storage. */
  initScript?: string;
}

/** A fresh browser context (own storage) with one page opened at BASE_URL + path. */
export const newPage = async (browser: Browser, { path = '/', viewport = { width: 1280, height: 800 }, initScript }: PageOptions = {}): Promise<Page> => {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await gotoReady(page, path);
  return page;
};

/** Navigates and waits until React has hydrated the page (gatsby-browser marks <html data-hydrated>), so clicks have handlers. */
export const gotoReady = async (page: Page, path: string) => {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return response;
};

/** Every page path of the build, read from public/ (…/index.html), so new content is covered automatically. */
export const builtPagePaths = (): string[] => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { builtPaths } = require('./built-pages') as typeof import('./built-pages');
  return builtPaths();
};

export type ThemeName = 'light' | 'dark';

/** What a visitor's saved choice leaves in storage: light is the default, dark is what the theme toggle saves (the inline script reads it before first paint). */
export const THEME_INIT: Record<ThemeName, string | undefined> = {
  light: undefined,
  dark: "try { localStorage.setItem('theme', 'dark') } catch (e) {}",
};

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
