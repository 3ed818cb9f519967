import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { movedRedirects } from '../../gatsby/lib/entry-redirects';
import { readFactTable } from '../../gatsby/lib/fact-table';
import { formatFileSize } from '../../gatsby/lib/file-size';
import { elementsOf, parseHtml, textOf } from '../../gatsby/lib/html';
import { reservedHostLinks } from '../../gatsby/lib/reserved-hosts';
import { formatLongDate } from '../../src/lib/dates';
import { placeholdersIn } from '../../src/lib/placeholder-text';
import { enumValueName } from '../../src/lib/enum-labels';
import { pressIndexOrder } from '../../src/lib/press-order';
import { routes } from '../../src/lib/routes';
import { sourceCodeLink } from '../../src/lib/source-code-link';
import { builtPagePaths, expect, gotoReady, test } from '../../support/browser-test';
import { CONTENT_DIR, SITE_ORIGIN, company, entriesOf, siteData, upcomingEvents } from '../../support/site-content';

/**
 * Every route of the site (src/lib/routes.ts), and every entry of content/ on the pages that show it. What the pages must show
 * is read from content/ when the tests load: however many entries a writer adds, and whatever they
 * say, the pages must show them.
 */

interface Solution {
  slug: string;
  kind: string;
  cta: { label: string; note?: string };
  pricing?: { freeConsultationMinutes: number; blockPriceUsd: number; blockMinutes: number; summary: string };
  process?: unknown[];
}
interface PortfolioItem {
  slug: string;
  title: string;
  url?: string;
  openSource?: boolean;
  sourceCodeUrl?: string;
  hasCaseStudyPage?: boolean;
  metrics?: Array<{ value: string }>;
  results?: string[];
}
interface PressRelease {
  slug: string;
  title: string;
  status: string;
  date?: Date | string;
  location: string;
  excerpt: string;
}
interface LegalPage {
  slug: string;
  lastUpdated: string;
  principles?: unknown[];
}

const dayOf = (date: Date | string | undefined): string | null => (date instanceof Date ? date.toISOString().slice(0, 10) : date ? String(date) : null);

const SHOWN = {
  industrySolutions: entriesOf<Solution>('Solution').filter((solution) => solution.kind === 'industry'),
  functionSolutions: entriesOf<Solution>('Solution').filter((solution) => solution.kind === 'function'),
  services: entriesOf<{ slug: string }>('Service'),
  products: entriesOf<{ slug: string }>('Product'),
  portfolio: entriesOf<PortfolioItem>('PortfolioItem'),
  mediaArticles: entriesOf('MediaArticle'),
  mediaKit: entriesOf('MediaKitItem'),
  legalPages: entriesOf<LegalPage>('LegalPage'),
};
const SOLUTIONS = [...SHOWN.industrySolutions, ...SHOWN.functionSolutions];
const CASE_STUDIES = SHOWN.portfolio.filter((item) => item.hasCaseStudyPage);
/** The press releases in the order /press/ lists them (src/lib/press-order.ts, the page's own rule). */
const PRESS = pressIndexOrder(
  entriesOf<PressRelease>('PressRelease').map((release) => ({ ...release, status: enumValueName(release.status), date: dayOf(release.date) })),
);
const isPublished = (release: (typeof PRESS)[number]) => release.status === enumValueName('published') && Boolean(release.date);
/** The newsroom's featured release: the newest published one (press-order lists those first, newest first). */
const LATEST_RELEASE = PRESS.find(isPublished);
const UPCOMING_EVENTS = upcomingEvents().length;

/** Every content entry's page: each solution, service, product, case study and press release has one. */
const CONTENT_PAGES = [
  ...SOLUTIONS.map((solution) => routes.solution(solution.slug)),
  ...SHOWN.services.map((service) => routes.service(service.slug)),
  ...SHOWN.products.map((product) => routes.product(product.slug)),
  ...CASE_STUDIES.map((item) => routes.caseStudy(item.slug)),
  ...PRESS.map((release) => routes.pressRelease(release.slug)),
];
const ROUTES = [
  routes.home,
  routes.solutions,
  routes.services,
  routes.products,
  routes.portfolio,
  routes.about,
  routes.contact,
  routes.demo,
  ...SHOWN.legalPages.map((legal) => routes.legal(legal.slug)),
  routes.auth,
  routes.press,
  routes.newsroom,
  routes.events,
  ...CONTENT_PAGES,
];

const isContactLink = (element: Element) => element.name === 'a' && (element.attribs.href ?? '').startsWith(routes.contact);

/**
 * A page as the server sends it, read without a browser: what these checks count is in that HTML
 * (the bundles only hydrate it, and the every-page sweep checks that hydration keeps it).
 */
const servedPage = async (request: APIRequestContext, route: string) => {
  const response = await request.get(route);
  const elements = elementsOf(parseHtml(await response.text()));
  const main = elements.find(({ element }) => element.name === 'main')?.element;
  const lastBlockOfMain = main ? DomUtils.getChildren(main).filter(DomUtils.isTag).at(-1) : undefined;
  return {
    status: response.status(),
    h1Count: elements.filter(({ element }) => element.name === 'h1').length,
    contactLinks: elements.filter(({ element, ancestors }) => isContactLink(element) && (ancestors.includes('main') || ancestors.includes('footer'))),
    /** Links to /contact/ in the last block of <main> (the page's own closing call to action). */
    contactLinksInLastBlock: lastBlockOfMain ? DomUtils.findAll(isContactLink, lastBlockOfMain.children) : [],
  };
};

const count = (page: Page, selector: string) => page.locator(selector).count();

test.describe('the route table', () => {
  test('answers every route with 200, one h1 and a way to /contact/', async ({ request }) => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const { status, h1Count, contactLinks } = await servedPage(request, route);
      if (status !== 200 || h1Count !== 1 || contactLinks.length === 0)
        problems.push(`${route}: status ${status}, ${h1Count} h1, ${contactLinks.length} contact links`);
    }
    expect(problems).toEqual([]);
  });

  test('ends every content page, overview pages included, with a call to action to /contact/ inside the page itself', async ({ request }) => {
    const missing: string[] = [];
    for (const route of [routes.about, routes.services, routes.portfolio, routes.solutions, ...CONTENT_PAGES]) {
      // The page's last block (header and footer are outside <main>) holds the link.
      if ((await servedPage(request, route)).contactLinksInLastBlock.length === 0) missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  test("answers every former slug's address of an entry, with or without its trailing slash, with a 301 to where the entry is now", async ({ request }) => {
    const moved = movedRedirects(readFactTable(CONTENT_DIR, SITE_ORIGIN));
    test.skip(moved.length === 0, 'no entry of the content has a former slug');
    for (const { from, to } of moved) {
      for (const address of [from, from.replace(/\/$/, '')]) {
        const response = await request.get(address, { maxRedirects: 0 });
        expect({ address, status: response.status(), to: new URL(response.headers().location ?? '', 'http://localhost').pathname }).toEqual({
          address,
          status: 301,
          to,
        });
      }
    }
  });
});

test.describe('the pages show every entry of content/', () => {
  test('home: every industry and function solution, product and portfolio item, and every anchor', async ({ page }) => {
    await page.goto(routes.home, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-solution-card="industry"]')).toHaveCount(SHOWN.industrySolutions.length);
    await expect(page.locator('[data-solution-card="function"]')).toHaveCount(SHOWN.functionSolutions.length);
    await expect(page.locator('[data-product-card]')).toHaveCount(SHOWN.products.length);
    await expect(page.locator('[data-portfolio-card]')).toHaveCount(SHOWN.portfolio.length);
    for (const anchor of ['home', 'about', 'solutions', 'products', 'portfolio', 'contact']) {
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    }
    const functionLinks = await page.locator('[data-solution-card="function"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...functionLinks].sort()).toEqual(SHOWN.functionSolutions.map((solution) => routes.solution(solution.slug)).sort());
  });

  test('the overview pages: every service, product, portfolio item and release (in press order, drafts marked Coming Soon), and every upcoming event', async ({
    page,
  }) => {
    await page.goto(routes.services, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-service-card]')).toHaveCount(SHOWN.services.length);
    await page.goto(routes.products, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-product-card]')).toHaveCount(SHOWN.products.length);
    await page.goto(routes.portfolio, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-portfolio-card]')).toHaveCount(SHOWN.portfolio.length);

    await page.goto(routes.press, { waitUntil: 'domcontentloaded' });
    const cards = page.locator('[data-press-release]');
    // Published releases first, newest first; then the drafts.
    expect(await cards.evaluateAll((items) => items.map((card) => card.getAttribute('data-press-release')))).toEqual(PRESS.map((release) => release.slug));
    for (const release of PRESS) {
      const card = page.locator(`[data-press-release="${release.slug}"]`);
      if (isPublished(release)) await expect(card).not.toContainText('Coming Soon');
      else await expect(card.getByText('Coming Soon', { exact: true })).toHaveCount(1);
    }

    await page.goto(routes.events, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-event]')).toHaveCount(UPCOMING_EVENTS);
  });

  test('the newsroom: the newest published release featured, every media article in a new tab, every media-kit pack and upcoming event, press mail link', async ({
    page,
  }) => {
    await page.goto(routes.newsroom, { waitUntil: 'domcontentloaded' });
    const featured = page.locator('[aria-labelledby="featured-heading"] [data-press-release]');
    if (LATEST_RELEASE) await expect(featured).toHaveAttribute('data-press-release', LATEST_RELEASE.slug);
    else await expect(featured).toHaveCount(0);
    await expect(page.locator('[data-media-article]')).toHaveCount(SHOWN.mediaArticles.length);
    const articleLinks = await page
      .locator('[data-media-article] a')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    for (const [target, rel] of articleLinks) {
      expect(target).toBe('_blank');
      expect(rel).toContain('noopener');
    }
    await expect(page.locator('[data-media-kit]')).toHaveCount(SHOWN.mediaKit.length);
    await expect(page.locator('[data-event]')).toHaveCount(UPCOMING_EVENTS);
    expect(await count(page, `a[href="mailto:${company().pressEmail}"]`)).toBeGreaterThan(0);
    expect(await count(page, `main a[href="${routes.press}"]`)).toBeGreaterThan(0);
  });

  test('media-kit downloads answer 200, and each pack shows the size of the very file it downloads', async ({ page, request }) => {
    await page.goto(routes.newsroom, { waitUntil: 'domcontentloaded' });
    const packs = await page
      .locator('[data-media-kit]')
      .evaluateAll((items) =>
        items.map((item) => ({ text: (item as HTMLElement).innerText, file: item.querySelector('a[download]')?.getAttribute('href') ?? '' })),
      );
    expect(packs).toHaveLength(SHOWN.mediaKit.length);
    for (const pack of packs) {
      const response = await request.get(pack.file);
      expect(response.status()).toBe(200);
      const bytes = (await response.body()).byteLength;
      expect(bytes).toBeGreaterThan(100);
      // On failure, the pack's text and the size it should show are both in the message.
      expect({ file: pack.file, text: pack.text }).toEqual({ file: pack.file, text: expect.stringContaining(formatFileSize(bytes)) });
    }
  });

  test('no built page links to a host that cannot exist (.example, .test, .invalid, localhost; mailto: exempt)', () => {
    const htmlOf = (pagePath: string) => fs.readFileSync(path.resolve(__dirname, '../../public', `.${pagePath}`, 'index.html'), 'utf8');
    const pages = builtPagePaths();
    // The walker finds the pages: every route of the table among them.
    expect(pages).toEqual(expect.arrayContaining(ROUTES.filter((route) => !route.includes('?'))));
    const dead = pages.flatMap((pagePath) => reservedHostLinks(htmlOf(pagePath)).map((href) => `${pagePath}: ${href}`));
    expect(dead).toEqual([]);
  });

  test('news and events without a real address are not links; our own events lead to the contact page', async ({ page }) => {
    await page.goto(routes.newsroom, { waitUntil: 'domcontentloaded' });
    const hrefs = await page.locator('[data-media-article] a, [data-event] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href === routes.contact || /^https:\/\//.test(href)).toBe(true);
    await page.goto(routes.events, { waitUntil: 'domcontentloaded' });
    const register = page.getByRole('link', { name: /Register your interest/ });
    if (UPCOMING_EVENTS > 0) expect(await register.count()).toBeGreaterThan(0);
    for (const href of await register.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe(routes.contact);
  });
});

test.describe('content details', () => {
  test("every solution page's closing button carries its own label and leads to /contact/", async ({ request }) => {
    const wrong: string[] = [];
    for (const solution of SOLUTIONS) {
      const route = routes.solution(solution.slug);
      const labels = (await servedPage(request, route)).contactLinksInLastBlock.map((link) => textOf(link).trim());
      if (!labels.includes(solution.cta.label)) wrong.push(`${route}: "${solution.cta.label}" not among ${JSON.stringify(labels)}`);
    }
    expect(wrong).toEqual([]);
  });

  test('a solution with pricing shows the free consultation, the block price and its summary; one with a process lists every step', async ({ page }) => {
    const priced = SOLUTIONS.filter((solution) => solution.pricing || solution.process);
    for (const solution of priced) {
      await page.goto(routes.solution(solution.slug), { waitUntil: 'domcontentloaded' });
      const main = page.locator('main');
      if (solution.pricing) {
        const { freeConsultationMinutes, blockPriceUsd, blockMinutes, summary } = solution.pricing;
        for (const text of [`${freeConsultationMinutes}-minute consultation`, `$${blockPriceUsd}`, `per ${blockMinutes}-minute block`, summary]) {
          await expect(main).toContainText(text);
        }
      }
      if (solution.process) await expect(page.locator('#process-heading + ol > li')).toHaveCount(solution.process.length);
    }
  });

  test('case studies: a live link in a new tab only when the file gives an address, the source-code link the file calls for, every figure and result, and the call to action', async ({
    page,
  }) => {
    for (const item of CASE_STUDIES) {
      await page.goto(routes.caseStudy(item.slug), { waitUntil: 'domcontentloaded' });
      const live = page.getByRole('link', { name: /Visit Live Application/ });
      if (item.url?.trim()) {
        await expect(live).toHaveAttribute('target', '_blank');
        await expect(live).toHaveAttribute('href', item.url.trim());
      } else await expect(live).toHaveCount(0);

      // Open source: the flag shows; the repository's link when the file names one, else the code is asked for through /contact/.
      await expect(page.locator('[data-open-source]')).toHaveCount(item.openSource ? 1 : 0);
      if (item.openSource) await expect(page.locator('[data-open-source]')).toHaveText('Open Source');
      const source = sourceCodeLink(item);
      for (const label of ['View Source Code', 'Request the Source Code']) {
        const link = page.getByRole('link', { name: label });
        if (source?.label === label) await expect(link).toHaveAttribute('href', source.href);
        else await expect(link).toHaveCount(0);
      }

      // The whole text of the page; the call to action is then checked where a visitor reaches it.
      const main = page.locator('main');
      for (const text of [...(item.metrics ?? []).map((metric) => metric.value), ...(item.results ?? [])]) await expect(main).toContainText(text);
      const cta = page.getByRole('link', { name: 'Start Your AI Project' });
      await cta.scrollIntoViewIfNeeded();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', routes.contact);
      await expect(main).toContainText('Free consultation available');
      expect(await count(page, 'main picture img, main img')).toBeGreaterThan(0);
    }
  });

  test('press: a published release shows its date, place, summary and body and is indexed; a draft shows only what is final, with no placeholder, and is noindex', async ({
    page,
  }) => {
    const { unpublishedNotice, pressContactLabel } = siteData<{ unpublishedNotice: string; pressContactLabel: string }>('press-drafts');
    for (const release of PRESS) {
      await page.goto(routes.pressRelease(release.slug), { waitUntil: 'domcontentloaded' });
      const main = page.locator('main');
      const noindex = page.locator('meta[name="robots"][content*="noindex"]');
      await expect(main.locator('h1')).toHaveText(release.title);
      if (isPublished(release)) {
        await expect(main).toContainText(release.excerpt);
        await expect(main).toContainText(formatLongDate(String(release.date)));
        await expect(main).toContainText(release.location);
        await expect(noindex).toHaveCount(0);
      } else {
        // The title, the notice, the way back to the press releases and the press contact; nothing of the draft's text.
        await expect(main).toContainText('Coming Soon');
        await expect(main).toContainText(unpublishedNotice);
        await expect(main.getByRole('link', { name: /Back to Press Releases/ })).toHaveAttribute('href', routes.press);
        await expect(main.locator('[data-press-contact]')).toContainText(pressContactLabel);
        await expect(main.locator(`a[href="mailto:${company().pressEmail}"]`)).toHaveCount(1);
        await expect(main).not.toContainText(release.excerpt);
        await expect(page.locator('[data-draft-banner]')).toHaveCount(0);
        expect(placeholdersIn(await main.innerText())).toEqual([]);
        await expect(noindex).toHaveCount(1);
      }
    }
  });

  test('no page of the production build, drafts included, nor its page data holds a bracketed placeholder or lorem ipsum', () => {
    const publicDir = path.resolve(__dirname, '../../public');
    const pages = builtPagePaths();
    const drafts = PRESS.filter((release) => !isPublished(release)).map((release) => routes.pressRelease(release.slug));
    expect(pages).toEqual(expect.arrayContaining(drafts));
    // What a visitor can read: the page without its scripts and styles, and the data a client-side navigation loads.
    const readable = (pagePath: string) =>
      fs
        .readFileSync(path.join(publicDir, `.${pagePath}`, 'index.html'), 'utf8')
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]*>/g, '\n');
    const pageData = (pagePath: string) => {
      const file = path.join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath.slice(1, -1), 'page-data.json');
      return fs.readFileSync(file, 'utf8');
    };
    const found = pages.flatMap((pagePath) =>
      [...placeholdersIn(readable(pagePath)), ...placeholdersIn(pageData(pagePath))].map((text) => `${pagePath}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  test('"Back to Press Releases" goes back in history, or to /press/ when there is none', async ({ page, browser, baseURL }) => {
    const [first, ...others] = PRESS;
    await gotoReady(page, routes.press);
    await page.locator(`[data-press-release="${first.slug}"] a`).first().click();
    await page.waitForURL((url) => url.pathname === routes.pressRelease(first.slug));
    await page.getByRole('link', { name: /Back to Press Releases/ }).click();
    await page.waitForURL((url) => url.pathname === routes.press);

    // A visitor who arrives on a release directly has no page of ours to go back to.
    const fresh = await (await browser.newContext({ baseURL })).newPage();
    await gotoReady(fresh, routes.pressRelease((others.at(-1) ?? first).slug));
    await fresh.getByRole('link', { name: /Back to Press Releases/ }).click();
    await fresh.waitForURL((url) => url.pathname === routes.press);
    await fresh.context().close();
  });

  test('/contact/?demo=true is a distinct demo request; /contact/ shows e-mail, phone and the company location', async ({ page }) => {
    await gotoReady(page, routes.contact);
    await expect(page.locator('main')).toContainText(company().location);
    expect(await count(page, 'main a[href^="mailto:"]')).toBeGreaterThan(0);
    expect(await count(page, 'main a[href^="tel:"]')).toBeGreaterThan(0);
    await gotoReady(page, routes.demo);
    // The h1 holds both variants' titles; innerText is the one CSS shows.
    await expect(page.locator('h1')).toHaveText('Request a Demo', { useInnerText: true });
  });

  test('legal pages: the date each was last updated and Back to Home; a page with principles lists each of them', async ({ page }) => {
    for (const legal of SHOWN.legalPages) {
      await page.goto(routes.legal(legal.slug), { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main')).toContainText(`Last updated: ${legal.lastUpdated}`);
      await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveCount(1);
      await expect(page.locator('#principles-heading ~ div h3')).toHaveCount(legal.principles?.length ?? 0);
    }
  });

  test('/auth: toggles login and sign-up, shows and hides the password, and says accounts are not open', async ({ page }) => {
    await gotoReady(page, routes.auth);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Full name')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveCount(1);
    const password = page.locator('#auth-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /Show/ }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText(/accounts are not open yet/)).toBeVisible();
  });
});
