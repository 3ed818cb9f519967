import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import type { Browser, Page } from 'playwright-core';
import { LOCAL_BACKEND_PORT } from '../../gatsby/lib/cms-config';
import { nodeTypes } from '../../src/lib/content-types';
import { validateFields } from '../../src/lib/content-validation';
import { BASE_URL, launchBrowser } from './harness';
import { eventually } from './poll';
import { ROOT, stopServer, waitForUrl } from './server';

/**
 * A writer's round trip through Decap CMS at /admin/ on the production build (its own CSP applies),
 * with decap-server as the local backend over a scratch copy of content/ (the working tree is never
 * written): create a press release in the form, publish it, find the Markdown file valid by the
 * content model, and build the site from that content to find the release's page.
 */

const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'gatsby-browser.tsx', 'tsconfig.json', 'package.json', 'gatsby', 'src', 'static'];
const SLUG = `cms-e2e-${Date.now().toString(36)}`;
const TITLE = 'Aurelion AI Opens a Writers Desk in Austin';
const EXCERPT = 'A release written and saved in the content manager, to prove it reaches the built site.';
const BODY = 'The desk opens in the first quarter.';

describe('Decap CMS at /admin/ with the local backend', () => {
  let scratch: string;
  let decap: ChildProcess | undefined;
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
    fs.cpSync(path.join(ROOT, 'content'), path.join(scratch, 'content'), { recursive: true });
    const log = fs.openSync(path.join(scratch, 'decap-server.log'), 'w');
    decap = spawn(path.join(ROOT, 'node_modules/.bin/decap-server'), [], {
      env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), MODE: 'fs', GIT_REPO_DIRECTORY: scratch },
      stdio: ['ignore', log, log],
      detached: true,
    });
    let alive = true;
    decap.on('exit', () => (alive = false));
    await waitForUrl(`http://localhost:${LOCAL_BACKEND_PORT}/api/v1`, 30_000, () => alive);
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
    await context.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
    await context.addInitScript(() => {
      window.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (decap?.pid) stopServer(decap);
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('/admin/ is kept out of search: noindex page and header, not in the sitemap', async () => {
    const response = await fetch(`${BASE_URL}/admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
  });

  it('/admin/ has a policy of its own that lets Decap run; the site’s pages keep theirs', async () => {
    const admin = (await fetch(`${BASE_URL}/admin/`)).headers.get('content-security-policy') ?? '';
    const home = (await fetch(`${BASE_URL}/`)).headers.get('content-security-policy') ?? '';
    expect(admin).toContain("'unsafe-eval'");
    expect(admin).toContain(`http://localhost:${LOCAL_BACKEND_PORT}`);
    expect(home).toContain("script-src 'self'");
    expect(home).not.toMatch(/unsafe-eval|localhost|api\.github\.com/);
  });

  it('a writer creates a press release in the form and publishes it: a valid Markdown file named by its slug', async () => {
    await page.goto('/admin/#/collections/press/new');
    // The local backend signs in with one click, no account.
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
    await page.getByLabel('Slug', { exact: true }).fill(SLUG, { timeout: 60_000 });
    await page.getByLabel('Status', { exact: true }).fill('draft');
    await page.keyboard.press('Enter');
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
    await page.getByLabel('Excerpt', { exact: true }).fill(EXCERPT);
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type(BODY);
    // The preview pane renders the entry as it is typed.
    await eventually(async () => expect(await page.frameLocator('iframe').locator('body').innerText()).toContain(TITLE));

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();

    const file = path.join(scratch, 'content/press', `${SLUG}.md`);
    await eventually(() => expect(fs.existsSync(file)).toBe(true), 30_000);
    const { data, content } = matter(fs.readFileSync(file, 'utf8'));
    expect(validateFields(data, nodeTypes.PressRelease.fields)).toEqual([]);
    expect(data).toEqual({ slug: SLUG, status: 'draft', title: TITLE, location: 'Austin, TX', excerpt: EXCERPT });
    expect(content.trim()).toBe(BODY);
    expect(violations).toEqual([]);
  }, 180_000);

  it('a build from that content has the release’s page', () => {
    const file = path.join(scratch, 'content/press', `${SLUG}.md`);
    if (!fs.existsSync(file)) throw new Error('no release was saved by the previous test');
    // A scratch copy of the site, so the served build in public/ and its cache stay as they are.
    const site = path.join(scratch, 'site');
    for (const name of SITE_FILES) fs.cpSync(path.join(ROOT, name), path.join(site, name), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: site,
      env: { ...process.env, CONTENT_DIR: path.join(scratch, 'content'), GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      encoding: 'utf8',
      timeout: 420_000,
    });
    expect(`${result.status}\n${result.stderr.slice(-2000)}`).toMatch(/^0\n/);
    const html = fs.readFileSync(path.join(site, 'public/press', SLUG, 'index.html'), 'utf8');
    expect(html).toContain(TITLE);
    expect(html).toContain(BODY);
    expect(html).toContain('noindex');
    expect(fs.readFileSync(path.join(site, 'public/press/index.html'), 'utf8')).toContain(TITLE);
  }, 480_000);
});
