import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser } from './harness';

/**
 * What a visitor can open beyond a plain load of a built page (each of those is checked by the
 * every-page sweep, ./every-page.ts) loads and hydrates with no uncaught error and no console
 * error: each variant the site reacts to (the contact page's ?demo=, both hero headlines of the
 * home page, kept per session), and client-side navigation between them.
 */

const HERO_STORAGE_KEY = 'hero-version';
/** Loads beyond the plain built pages: what the address or the session changes. */
const VARIANTS: Array<{ path: string; heroVersion?: string }> = [
  { path: '/contact/?demo=true' },
  { path: '/contact/?demo=false' },
  { path: '/', heroVersion: '1' },
  { path: '/', heroVersion: '2' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Problem = { kind: 'uncaught' | 'console'; text: string };

/** A fresh page that records every uncaught error and console error it meets. */
const watchedPage = async (heroVersion?: string): Promise<{ context: BrowserContext; page: Page; problems: Problem[] }> => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  if (heroVersion) await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [HERO_STORAGE_KEY, heroVersion]);
  const page = await context.newPage();
  const problems: Problem[] = [];
  page.on('pageerror', (error) => problems.push({ kind: 'uncaught', text: error.message }));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console', text: `${message.text()} ${message.location().url}`.trim() });
  });
  return { context, page, problems };
};

/** Loads a page, waits for hydration, then lets late effects (timers, lazy chunks) run. */
const loadAndHydrate = async (page: Page, path: string) => {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  // The chat launcher appears 2 s after load; errors of the effects it starts land by then.
  await page.waitForTimeout(2_500);
  return response;
};

describe('no page error in the variants and on client-side navigation', () => {
  it.each(VARIANTS)('$path (hero $heroVersion) loads and hydrates with no uncaught error and no console error', async ({ path, heroVersion }) => {
    const { context, page, problems } = await watchedPage(heroVersion);
    await loadAndHydrate(page, path);
    if (heroVersion) expect(await page.evaluate(() => document.documentElement.getAttribute('data-hero'))).toBe(heroVersion);
    expect({ path, problems }).toEqual({ path, problems: [] });
    await context.close();
  });

  it('client-side navigation from the home page to the demo request and on to the general form raises no error', async () => {
    const { context, page, problems } = await watchedPage();
    await loadAndHydrate(page, '/');
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/contact/?demo=true'));
    await page.waitForFunction(() => document.querySelector('h1')?.innerText === 'Request a Demo');
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/contact/'));
    await page.waitForFunction(() => document.querySelector('h1')?.innerText === 'Get in Touch');
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    await context.close();
  });
});
