import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { LOCAL_BACKEND_PORT } from '../../gatsby/cms/cms-config';
import { validateRecord } from '../../src/lib/content-validation';
import { routes } from '../../src/lib/routes';
import { CMS_START_LIMIT_MS, startCmsScratch, type CmsScratch } from './cms-scratch';
import { BASE_URL, launchBrowser, reportCspViolations } from './harness';
import { eventually } from './poll';
import { ROOT } from './server';

/**
 * A writer's `npm run cms` (decap-server and the development server) on a scratch copy of the site,
 * whose content/ is a git repository (the working tree is never written). The development server
 * shows a page of each kind with no error overlay; at /admin/, each test opens its own entry, so
 * they pass in any order: a save changes only what the writer changed, a save the build would
 * reject is refused in the build's words, rich text is saved as Markdown, and the preview is the
 * page. The production build's /admin/ (its own CSP) runs the same CMS with no policy violation.
 */

const TITLE = 'Aurelion AI Opens a Writers Desk in Austin';
/** The slug the CMS makes from the title when the writer leaves it empty. */
const SLUG = 'aurelion-ai-opens-a-writers-desk-in-austin';
const EXCERPT = 'A release written and saved in the content manager, to prove it reaches the built site.';
const PRODUCT_FILE = 'content/products/ai-assistant-pro.md';
const firstSlug = (folder: string): string =>
  fs
    .readdirSync(path.join(ROOT, 'content', folder))
    .find((name) => name.endsWith('.md'))!
    .replace(/\.md$/, '');
/** A page of each kind the development server renders. */
const DEVELOPMENT_PAGES = [
  routes.home,
  routes.newsroom,
  routes.press,
  routes.pressRelease(firstSlug('press')),
  routes.caseStudy(firstSlug('portfolio')),
  routes.product(firstSlug('products')),
];
const PUBLISHED_RELEASE_FILE = 'content/press/vodex-partnership.md';

describe('Decap CMS at /admin/ with the local backend', () => {
  let scratch: CmsScratch;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];

  /** Opens an entry (or a new one) in the editor, signing in with the local backend's one click if asked. */
  const openEditor = async (hash: string, site = scratch.url) => {
    await page.goto(`${site}/admin/#${hash}`);
    const login = page.getByRole('button', { name: 'Login' });
    const editor = page.locator('[data-slate-editor="true"]');
    await Promise.race([login.waitFor({ timeout: 60_000 }), editor.waitFor({ timeout: 60_000 })]);
    if (await login.isVisible()) await login.click();
    await editor.waitFor({ timeout: 60_000 });
  };

  const publishNow = async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
  };

  beforeAll(async () => {
    scratch = await startCmsScratch();
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: scratch.url, viewport: { width: 1280, height: 900 } });
    await reportCspViolations(context, (line) => violations.push(line));
    // Longer than startCmsScratch's own limit, so that a slow start fails there, where the server is stopped.
  }, CMS_START_LIMIT_MS + 60_000);

  // A page of its own for each test: nothing one test leaves unsaved can hold up the next.
  beforeEach(async () => {
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    scratch?.stop();
  });

  afterEach(async () => {
    await page.close();
    expect(violations).toEqual([]);
  });

  it.each(DEVELOPMENT_PAGES)(
    'the development server shows %s with no runtime or hydration error',
    async (pagePath) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // Development-only warnings (CSS selectors, a 404 for a favicon) are not errors a writer sees.
        if (message.type() === 'error' && /hydrat|server HTML|uncaught/i.test(message.text().split('\n')[0])) errors.push(message.text());
      });
      const response = await page.goto(pagePath, { waitUntil: 'load', timeout: 300_000 });
      expect(response?.status()).toBe(200);
      await page.waitForSelector('main', { timeout: 60_000 });
      await page.waitForTimeout(2_000);
      // React's development overlay is a custom element Gatsby adds on an uncaught error.
      const overlay = await page.locator('gatsby-fast-refresh, nextjs-portal, [data-gatsby-error-overlay]').count();
      expect({ pagePath, errors, overlay }).toEqual({ pagePath, errors: [], overlay: 0 });
    },
    330_000,
  );

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

  it('a one-field edit changes one line of the file, and nothing else', async () => {
    const before = scratch.read(PRODUCT_FILE);
    await openEditor('/collections/products/entries/ai-assistant-pro');
    // Locally, "View Live" opens the site being edited.
    expect(await page.getByRole('link', { name: 'View Live' }).getAttribute('href')).toBe(`${scratch.url}/products/ai-assistant-pro/`);
    await page.getByLabel('Description', { exact: true }).fill('AI Assistant Pro answers customer questions at any hour.');
    await publishNow();
    await eventually(() => expect(scratch.read(PRODUCT_FILE)).not.toBe(before), 30_000);
    expect(scratch.numstat(PRODUCT_FILE)).toEqual([1, 1]);
    expect(scratch.read(PRODUCT_FILE)).toContain('description: "AI Assistant Pro answers customer questions at any hour."\n');
  }, 120_000);

  it('the production build’s /admin/ runs the CMS under its own policy: an entry and its preview open with no violation', async () => {
    await openEditor('/collections/products/entries/ai-assistant-pro', BASE_URL);
    await page.frameLocator('iframe').locator('h1').waitFor({ timeout: 30_000 });
    // The media library (from the collections' header) reads its images back from blob: URLs, which the policy must allow.
    await page.goto(`${BASE_URL}/admin/#/collections/products`);
    await page
      .getByRole('button', { name: 'Media' })
      .or(page.getByRole('link', { name: 'Media' }))
      .first()
      .click();
    await page.locator('img[src^="blob:"]').first().waitFor({ timeout: 30_000 });
  }, 120_000);

  it('a published release with no date is refused with the build’s message, and its file is left as it was', async () => {
    const before = scratch.read(PUBLISHED_RELEASE_FILE);
    await openEditor('/collections/press/entries/vodex-partnership');
    // The label as the writer sees it (Decap sets labels in capitals): no "(optional)" after it.
    expect((await page.locator('label', { hasText: 'Date — required when published' }).innerText()).toLowerCase()).toBe('date — required when published');
    await page.getByRole('button', { name: 'Clear' }).click();
    await publishNow();
    await page
      .getByText('Not saved: the site\'s build would reject it: a published release needs a "date" (YYYY-MM-DD); drafts may omit it.', { exact: true })
      .waitFor({ timeout: 15_000 });
    expect(scratch.read(PUBLISHED_RELEASE_FILE)).toBe(before);
  }, 120_000);

  it('a new release written with the toolbar is saved as Markdown (bold, a list, a link), a draft, with its slug made from the title', async () => {
    await openEditor('/collections/press/new');
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
    await page.getByLabel('Excerpt', { exact: true }).fill(EXCERPT);
    await page.locator('[data-slate-editor="true"]').click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('AUSTIN, TX');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' — The desk opens today.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted List' }).click();
    await page.keyboard.type('First point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second point');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read our site');
    // Select "our site" once the editor shows all of it (a key pressed before would select short).
    await page.locator('[data-slate-editor="true"]').getByText('Read our site').waitFor();
    for (let i = 0; i < 'our site'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft', { delay: 20 });
    // On a busy machine the editor may drop a key press while it re-renders: extend to the whole words.
    await eventually(async () => {
      const selected = await page.evaluate(() => getSelection()?.toString() ?? '');
      if (selected.length < 'our site'.length) await page.keyboard.press('Shift+ArrowLeft', { delay: 20 });
      expect(selected).toBe('our site');
    }, 15_000);
    // The editor copies the page's selection into its own state on a 100 ms throttle, and the Link button links the
    // editor's selection: give the page two timers of 150 ms (each queued after the selection events before it) so
    // that copy has run, else on a busy machine the link may cover one letter less ("ur site").
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 150), 150)));
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('our site');
    page.once('dialog', (dialog) => void dialog.accept('https://aurelion.example/'));
    await page.getByRole('button', { name: 'Link' }).click();
    // The preview renders them as the page will: bold, list items, a link.
    const preview = page.frameLocator('iframe');
    await preview.locator('strong', { hasText: 'AUSTIN, TX' }).waitFor();
    expect(await preview.locator('li').allInnerTexts()).toEqual(expect.arrayContaining(['First point', 'Second point']));
    expect(await preview.locator('a[href="https://aurelion.example/"]').innerText()).toBe('our site');
    await publishNow();

    const file = `content/press/${SLUG}.md`;
    // The backend may be caught between creating the file and writing it: wait for the whole entry.
    await eventually(() => {
      const saved = matter(scratch.read(file));
      expect([saved.data.title, saved.content.includes('our site')]).toEqual([TITLE, true]);
    }, 30_000);
    const { data, content } = matter(scratch.read(file));
    expect(validateRecord('PressRelease', data)).toEqual([]);
    expect(data).toEqual({ slug: SLUG, status: 'draft', title: TITLE, location: 'Austin, TX', excerpt: EXCERPT });
    expect(content).toContain('**AUSTIN, TX** — The desk opens today.');
    expect(content).toMatch(/^[-*] First point\n[-*] Second point$/m);
    expect(content).toContain('Read [our site](https://aurelion.example/)');
  }, 180_000);

  it('the preview of a press release is its page: the site’s heading styles, light theme and dateline', async () => {
    const headingStyle = (heading: Locator) =>
      heading.evaluate((element) => {
        const style = getComputedStyle(element);
        const body = getComputedStyle(element.ownerDocument.body);
        return {
          font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight} ${style.fontFamily}`,
          color: style.color,
          letterSpacing: style.letterSpacing,
          page: body.backgroundColor,
        };
      });
    await openEditor('/collections/press/entries/vodex-partnership');
    const preview = page.frameLocator('iframe').locator('h1');
    await preview.waitFor({ timeout: 30_000 });
    // The page at the preview pane's width, where the site's type scale gives the same sizes.
    const width = await page.locator('iframe').evaluate((frame) => frame.clientWidth);
    const site = await context.newPage();
    await site.setViewportSize({ width, height: 900 });
    await site.goto('/press/vodex-partnership/');
    const onSite = await headingStyle(site.locator('main h1'));
    await site.close();

    expect(await preview.innerText()).toBe(await page.getByLabel('Title', { exact: true }).inputValue());
    expect(await headingStyle(preview)).toEqual(onSite);
    expect(await page.frameLocator('iframe').getByText('Dallas, TX — July 29, 2025', { exact: true }).count()).toBe(1);
  }, 120_000);
});
