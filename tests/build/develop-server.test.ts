import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { routes } from '../../src/lib/routes';
import { launchBrowser } from '../e2e/harness';
import { stopServer, waitForUrl } from '../e2e/server';
import { ROOT, scratchSite } from '../support/scratch-site';

/**
 * The development server (`gatsby develop`, which `npm run cms` starts) shows a page of each kind
 * with no runtime or hydration error: a writer must never see React's error overlay. The test
 * starts its own server on DEVELOP_PORT in a scratch copy of the site (the repository's production
 * build, which the end-to-end tests serve meanwhile, stays untouched), or uses the one at
 * DEVELOP_URL when given.
 */

const DEVELOP_PORT = Number(process.env.DEVELOP_PORT ?? 8000);
const firstSlug = (folder: string): string =>
  fs
    .readdirSync(path.join(ROOT, 'content', folder))
    .find((name) => name.endsWith('.md'))!
    .replace(/\.md$/, '');
const PAGES = [
  routes.home,
  routes.newsroom,
  routes.press,
  routes.pressRelease(firstSlug('press')),
  routes.caseStudy(firstSlug('portfolio')),
  routes.product(firstSlug('products')),
];

describe('gatsby develop', () => {
  let server: ChildProcess | undefined;
  let site: string | undefined;
  let baseUrl = process.env.DEVELOP_URL ?? '';
  let browser: Browser;

  beforeAll(async () => {
    if (!baseUrl) {
      baseUrl = `http://localhost:${DEVELOP_PORT}`;
      const logPath = path.join(os.tmpdir(), `gatsby-develop-${DEVELOP_PORT}.log`);
      const log = fs.openSync(logPath, 'w');
      site = scratchSite('develop-server');
      server = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['develop', '-p', String(DEVELOP_PORT)], {
        cwd: site,
        // Jest sets NODE_ENV=test, with which Gatsby's development bundle fails to compile.
        env: { ...process.env, NODE_ENV: 'development', CONTENT_DIR: path.join(ROOT, 'content'), GATSBY_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', log, log],
        detached: true,
      });
      let alive = true;
      server.on('exit', () => (alive = false));
      await waitForUrl(`${baseUrl}/`, 600_000, () => alive);
    }
    browser = await launchBrowser();
  }, 620_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.pid) stopServer(server);
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  it.each(PAGES)('%s loads with no runtime or hydration error', async (pagePath) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Development-only warnings (CSS selectors, a 404 for a favicon) are not errors a writer sees.
      if (message.type() === 'error' && /hydrat|server HTML|uncaught/i.test(message.text().split('\n')[0])) errors.push(message.text());
    });
    const response = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 300_000 });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('main', { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    // React's development overlay is a custom element Gatsby adds on an uncaught error.
    const overlay = await page.locator('gatsby-fast-refresh, nextjs-portal, [data-gatsby-error-overlay]').count();
    expect({ pagePath, errors, overlay }).toEqual({ pagePath, errors: [], overlay: 0 });
    await page.close();
  });
});
