import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import type { Browser, Page } from 'playwright-core';
import yaml from 'js-yaml';
import { buildDay, isPastDate } from '../../gatsby/lib/dated-content';
import { formatFileSize } from '../../gatsby/lib/file-size';
import { elementsOf, parseHtml } from '../../gatsby/lib/html';
import { reservedHostLinks } from '../../gatsby/lib/reserved-hosts';
import { routes } from '../../src/lib/routes';
import { slugify } from '../../src/lib/slugify';
import { readContent } from '../support/content-files';
import { BASE_URL, builtPagePaths, gotoReady, launchBrowser, newPage } from './harness';
import { ROOT } from './server';

/** What content/ holds today: the pages must show every entry of it, however many a writer adds. */
const { records } = readContent(path.join(ROOT, 'content'));
const entries = (type: string) => records.filter((record) => record.type === type).map((record) => record.data);
const SHOWN = {
  industrySolutions: entries('Solution').filter((solution) => solution.kind === 'industry'),
  functionSolutions: entries('Solution').filter((solution) => solution.kind === 'function'),
  services: entries('Service'),
  products: entries('Product'),
  portfolio: entries('PortfolioItem'),
  pressReleases: entries('PressRelease'),
  mediaArticles: entries('MediaArticle'),
  mediaKit: entries('MediaKitItem'),
};

/** The events the build lists: those of content/site/events.yaml whose date has not passed. */
const UPCOMING_EVENTS = (
  yaml.load(fs.readFileSync(path.join(ROOT, 'content/site/events.yaml'), 'utf8')) as { events: Array<{ date: Date | string }> }
).events.filter(
  (event) => !isPastDate(event.date instanceof Date ? event.date.toISOString() : event.date, buildDay(new Date(), process.env.SITE_TODAY)),
).length;

/** Every content entry's page: each solution, service, product, case study and press release has one. */
const CONTENT_PAGES = [
  ...[...SHOWN.industrySolutions, ...SHOWN.functionSolutions].map((solution) => routes.solution(String(solution.slug))),
  ...SHOWN.services.map((service) => routes.service(String(service.slug))),
  ...SHOWN.products.map((product) => routes.product(String(product.slug))),
  ...SHOWN.portfolio.filter((item) => item.hasCaseStudyPage).map((item) => routes.caseStudy(slugify(String(item.title)))),
  ...SHOWN.pressReleases.map((release) => routes.pressRelease(String(release.slug))),
];
const ROUTES = [
  '/',
  '/solutions/',
  '/services/',
  '/products/',
  '/portfolio/',
  '/about/',
  '/contact/',
  '/contact/?demo=true',
  '/privacy/',
  '/terms/',
  '/cookies/',
  '/ethics/',
  '/auth/',
  '/press/',
  '/newsroom/',
  '/events/',
  ...CONTENT_PAGES,
];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const count = (selector: string) => page.locator(selector).count();

/**
 * A page as the server sends it, read without a browser: what these checks count is in that HTML
 * (the bundles only hydrate it, and the every-page sweep checks that hydration keeps it).
 */
const servedPage = async (route: string) => {
  const response = await fetch(`${BASE_URL}${route}`);
  const elements = elementsOf(parseHtml(await response.text()));
  const isContactLink = (element: Element) => element.name === 'a' && (element.attribs.href ?? '').startsWith('/contact/');
  const main = elements.find(({ element }) => element.name === 'main')?.element;
  const lastBlockOfMain = main ? DomUtils.getChildren(main).filter(DomUtils.isTag).at(-1) : undefined;
  return {
    status: response.status,
    h1Count: elements.filter(({ element }) => element.name === 'h1').length,
    contactLinks: elements.filter(({ element, ancestors }) => isContactLink(element) && (ancestors.includes('main') || ancestors.includes('footer'))).length,
    /** Links to /contact/ in the last block of <main> (the page's own closing call to action). */
    contactLinksInLastBlock: lastBlockOfMain ? DomUtils.findAll(isContactLink, lastBlockOfMain.children).length : 0,
  };
};

describe('the route table of the spec', () => {
  it('answers every route with 200, one h1 and a way to /contact/', async () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const { status, h1Count, contactLinks } = await servedPage(route);
      if (status !== 200 || h1Count !== 1 || contactLinks === 0) problems.push(`${route}: status ${status}, ${h1Count} h1, ${contactLinks} contact links`);
    }
    expect(problems).toEqual([]);
  });

  it('ends every content page, overview pages included, with a call to action to /contact/ inside the page itself', async () => {
    const missing: string[] = [];
    for (const route of ['/about/', '/services/', '/portfolio/', '/solutions/', ...CONTENT_PAGES]) {
      // The page's last block (header and footer are outside <main>) holds the link.
      if ((await servedPage(route)).contactLinksInLastBlock === 0) missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  it('redirects /products/assistant-pro permanently to /products/ai-assistant-pro/', async () => {
    const response = await fetch(`${BASE_URL}/products/assistant-pro`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', BASE_URL).pathname).toBe('/products/ai-assistant-pro/');
  });
});

describe('the pages show every entry of content/', () => {
  it('home: every industry and function solution, product and portfolio item, and every anchor', async () => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-solution-card="industry"]')).toBe(SHOWN.industrySolutions.length);
    expect(await count('[data-solution-card="function"]')).toBe(SHOWN.functionSolutions.length);
    expect(await count('[data-product-card]')).toBe(SHOWN.products.length);
    expect(await count('[data-portfolio-card]')).toBe(SHOWN.portfolio.length);
    for (const anchor of ['home', 'about', 'solutions', 'products', 'portfolio', 'contact']) {
      expect(await count(`#${anchor}`)).toBe(1);
    }
    const functionLinks = await page.locator('[data-solution-card="function"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...functionLinks].sort()).toEqual(SHOWN.functionSolutions.map((solution) => `/solutions/${String(solution.slug)}/`).sort());
  });

  it('the overview pages: every service, product, portfolio item and release, and every upcoming event', async () => {
    await page.goto('/services/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-service-card]')).toBe(SHOWN.services.length);
    await page.goto('/products/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-product-card]')).toBe(SHOWN.products.length);
    await page.goto('/portfolio/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-portfolio-card]')).toBe(SHOWN.portfolio.length);
    await page.goto('/press/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-press-release]')).toBe(SHOWN.pressReleases.length);
    expect(await page.getByText('Coming Soon', { exact: true }).count()).toBeGreaterThanOrEqual(3);
    // The published release comes first; the drafts follow it.
    const order = await page.locator('[data-press-release]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-press-release')));
    expect(order[0]).toBe('vodex-partnership');
    await page.goto('/events/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-event]')).toBe(UPCOMING_EVENTS);
  });

  it('the newsroom: featured release, every media article in a new tab, every media-kit pack and upcoming event, press mail link', async () => {
    await page.goto('/newsroom/', { waitUntil: 'domcontentloaded' });
    expect(await count('[data-press-release="vodex-partnership"]')).toBe(1);
    expect(await count('[data-media-article]')).toBe(SHOWN.mediaArticles.length);
    const articleLinks = await page
      .locator('[data-media-article] a')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
    for (const [target, rel] of articleLinks) {
      expect(target).toBe('_blank');
      expect(rel).toContain('noopener');
    }
    expect(await count('[data-media-kit]')).toBe(SHOWN.mediaKit.length);
    expect(await count('[data-event]')).toBe(UPCOMING_EVENTS);
    expect(await count('a[href^="mailto:press@"]')).toBeGreaterThan(0);
    expect(await count('main a[href="/press/"]')).toBeGreaterThan(0);
  });

  it('media-kit downloads answer 200, and each pack shows the size of the very file it downloads', async () => {
    await page.goto('/newsroom/', { waitUntil: 'domcontentloaded' });
    const packs = await page
      .locator('[data-media-kit]')
      .evaluateAll((items) =>
        items.map((item) => ({ text: (item as HTMLElement).innerText, file: item.querySelector('a[download]')?.getAttribute('href') ?? '' })),
      );
    expect(packs).toHaveLength(SHOWN.mediaKit.length);
    for (const pack of packs) {
      const response = await fetch(`${BASE_URL}${pack.file}`);
      expect(response.status).toBe(200);
      const bytes = (await response.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThan(100);
      // On failure, the pack's text and the size it should show are both in the message.
      expect({ file: pack.file, text: pack.text }).toEqual({ file: pack.file, text: expect.stringContaining(formatFileSize(bytes)) });
    }
  });

  it('no built page links to a host that cannot exist (.example, .test, .invalid, localhost; mailto: exempt)', () => {
    const htmlOf = (pagePath: string) => fs.readFileSync(path.join(ROOT, 'public', pagePath, 'index.html'), 'utf8');
    const pages = builtPagePaths();
    expect(pages.length).toBeGreaterThan(40);
    const dead = pages.flatMap((pagePath) => reservedHostLinks(htmlOf(pagePath)).map((href) => `${pagePath}: ${href}`));
    expect(dead).toEqual([]);
  });

  it('news and events without a real address are not links; our own events lead to the contact page', async () => {
    await page.goto('/newsroom/', { waitUntil: 'domcontentloaded' });
    const hrefs = await page.locator('[data-media-article] a, [data-event] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href === '/contact/' || /^https:\/\//.test(href)).toBe(true);
    await page.goto('/events/', { waitUntil: 'domcontentloaded' });
    const register = page.getByRole('link', { name: /Register your interest/ });
    expect(await register.count()).toBeGreaterThan(0);
    for (const href of await register.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/contact/');
  });
});

describe('content details', () => {
  it('healthcare button reads "Get Healthcare AI Consultation"; AI consulting shows pricing and four steps', async () => {
    await page.goto('/solutions/healthcare/', { waitUntil: 'domcontentloaded' });
    expect(await page.getByRole('link', { name: 'Get Healthcare AI Consultation' }).getAttribute('href')).toBe('/contact/');
    await page.goto('/solutions/ai-consulting/', { waitUntil: 'domcontentloaded' });
    const text = await page.locator('main').innerText();
    expect(text).toContain('15-minute consultation');
    expect(text).toContain('$200');
    expect(text).toContain('per 15-minute block');
    expect(await page.locator('#process-heading + ol > li').count()).toBe(4);
  });

  it('case studies: live link in a new tab, the spec figures, and no empty source-code link', async () => {
    await page.goto('/portfolio/spot-pms/', { waitUntil: 'domcontentloaded' });
    const live = page.getByRole('link', { name: /Visit Live Application/ });
    expect(await live.getAttribute('target')).toBe('_blank');
    // Open source, with no published repository: the flag shows, and the code is asked for through /contact/.
    expect(await page.locator('[data-open-source]').innerText()).toBe('Open Source');
    expect(await page.getByRole('link', { name: /View Source Code/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Request the Source Code' }).getAttribute('href')).toBe('/contact/');
    // The whole text of the page; the call to action is then checked where a visitor reaches it.
    const text = (await page.locator('main').textContent()) ?? '';
    for (const figure of ['50+', '500,000+', '75%', '40%', '60%', '35%', '80%']) expect(text).toContain(figure);
    const cta = page.getByRole('link', { name: 'Start Your AI Project' });
    await cta.scrollIntoViewIfNeeded();
    expect(await cta.isVisible()).toBe(true);
    expect(await cta.getAttribute('href')).toBe('/contact/');
    expect(text).toContain('Free consultation available');
    expect(await page.locator('main picture img, main img').count()).toBeGreaterThan(0);
  });

  it('press: the published release has its date and rollout; drafts are marked and noindex', async () => {
    await page.goto('/press/vodex-partnership/', { waitUntil: 'domcontentloaded' });
    const text = await page.locator('main').innerText();
    expect(text).toContain('July 29, 2025');
    expect(text).toContain('Dallas, TX');
    expect(text).toContain('Q4 2025');
    expect(text).toContain('Q1 2026');
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(0);
    await page.goto('/press/hydra-health-partnership/', { waitUntil: 'domcontentloaded' });
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('Coming Soon');
  });

  it('"Back to Press Releases" goes back in history, or to /press/ when there is none', async () => {
    await gotoReady(page, '/press/');
    await page.locator('[data-press-release="vodex-partnership"] a').click();
    await page.waitForURL('**/press/vodex-partnership/');
    await page.getByRole('link', { name: /Back to Press Releases/ }).click();
    await page.waitForURL((url) => url.pathname === '/press/');

    const fresh = await newPage(browser, { path: '/press/adalitek-partnership/' });
    await fresh.getByRole('link', { name: /Back to Press Releases/ }).click();
    await fresh.waitForURL((url) => url.pathname === '/press/');
    await fresh.context().close();
  });

  it('/contact/?demo=true is a distinct demo request; /contact/ shows e-mail, phone and Dallas, TX, United States', async () => {
    await gotoReady(page, '/contact/');
    const text = await page.locator('main').innerText();
    expect(text).toContain('Dallas, TX, United States');
    expect(await count('main a[href^="mailto:"]')).toBeGreaterThan(0);
    expect(await count('main a[href^="tel:"]')).toBeGreaterThan(0);
    await gotoReady(page, '/contact/?demo=true');
    await page.waitForFunction(() => document.querySelector('h1')?.innerText === 'Request a Demo');
  });

  it('legal pages: last updated January 2025 and Back to Home; ethics lists principles', async () => {
    for (const slug of ['privacy', 'terms', 'cookies', 'ethics']) {
      await page.goto(`/${slug}/`, { waitUntil: 'domcontentloaded' });
      const text = await page.locator('main').innerText();
      expect(text).toContain('January 2025');
      expect(await page.getByRole('link', { name: /Back to Home/ }).count()).toBe(1);
    }
    expect(await page.locator('#principles-heading ~ div h3').count()).toBeGreaterThanOrEqual(5);
  });

  it('/auth: toggles login and sign-up, shows and hides the password, and says accounts are not open', async () => {
    await gotoReady(page, '/auth/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByLabel('Full name').waitFor();
    expect(await page.getByLabel('Confirm password').count()).toBe(1);
    const password = page.locator('#auth-password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: /Show/ }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText(/accounts are not open yet/).waitFor();
  });
});
