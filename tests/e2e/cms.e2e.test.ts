import matter from 'gray-matter';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { LOCAL_BACKEND_PORT } from '../../gatsby/lib/cms-config';
import { validateRecord } from '../../src/lib/content-validation';
import { startCmsScratch, type CmsScratch } from './cms-scratch';
import { BASE_URL, launchBrowser } from './harness';
import { eventually } from './poll';

/**
 * A writer at /admin/ on the production build (its own CSP applies), with decap-server writing into
 * a scratch git copy of content/ (the working tree is never written). Each test opens its own entry,
 * so they pass in any order: a save changes only what the writer changed, a save the build would
 * reject is refused in the build's words, rich text is saved as Markdown, and the preview is the page.
 */

const TITLE = 'Aurelion AI Opens a Writers Desk in Austin';
/** The slug the CMS makes from the title when the writer leaves it empty. */
const SLUG = 'aurelion-ai-opens-a-writers-desk-in-austin';
const EXCERPT = 'A release written and saved in the content manager, to prove it reaches the built site.';
const PRODUCT_FILE = 'content/products/ai-assistant-pro.md';
const PUBLISHED_RELEASE_FILE = 'content/press/vodex-partnership.md';

describe('Decap CMS at /admin/ with the local backend', () => {
  let scratch: CmsScratch;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];

  /** Opens an entry (or a new one) in the editor, signing in with the local backend's one click if asked. */
  const openEditor = async (hash: string) => {
    await page.goto(`/admin/#${hash}`);
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
    context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
    await context.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
    await context.addInitScript(() => {
      window.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
  });

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
    expect(await page.getByRole('link', { name: 'View Live' }).getAttribute('href')).toBe(`${BASE_URL}/products/ai-assistant-pro/`);
    await page.getByLabel('Description', { exact: true }).fill('AI Assistant Pro answers customer questions at any hour.');
    await publishNow();
    await eventually(() => expect(scratch.read(PRODUCT_FILE)).not.toBe(before), 30_000);
    expect(scratch.numstat(PRODUCT_FILE)).toEqual([1, 1]);
    expect(scratch.read(PRODUCT_FILE)).toContain('description: "AI Assistant Pro answers customer questions at any hour."\n');
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
    page.once('dialog', (dialog) => void dialog.accept('https://aurelion.example/'));
    await page.getByRole('button', { name: 'Link' }).click();
    // The preview renders them as the page will: bold, list items, a link.
    const preview = page.frameLocator('iframe');
    await preview.locator('strong', { hasText: 'AUSTIN, TX' }).waitFor();
    expect(await preview.locator('li').allInnerTexts()).toEqual(expect.arrayContaining(['First point', 'Second point']));
    expect(await preview.locator('a[href="https://aurelion.example/"]').innerText()).toBe('our site');
    await publishNow();

    const file = `content/press/${SLUG}.md`;
    await eventually(() => expect(() => scratch.read(file)).not.toThrow(), 30_000);
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
