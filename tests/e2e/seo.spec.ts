import type { APIRequestContext, Page } from '@playwright/test';
import { builtPagePaths, expect, test } from '../../support/browser-test';
import { SITE_ORIGIN as SITE, entriesOf, upcomingEvents } from '../../support/site-content';
import { routes } from '../../src/lib/routes';
import { sitemapUrls } from '../../support/sitemap';

/**
 * What crawlers and link previews read, checked on the served production build: the Head of every
 * page (as rendered at build time, JavaScript off), structured data, sitemap, robots.txt, the
 * press feed, llms.txt, social cards and icons.
 */

const ofType = entriesOf;
const company = ofType('Company')[0] as { name: string };
const releases = ofType('PressRelease') as Array<{ slug: string; status: string; title: string; date?: Date | string }>;
const dayOf = (date: Date | string | undefined) => (date instanceof Date ? date.toISOString().slice(0, 10) : String(date ?? ''));
/** The published releases as the feed lists them: newest first, then by title. */
const published = releases.filter((r) => r.status === 'published').sort((a, b) => dayOf(b.date).localeCompare(dayOf(a.date)) || a.title.localeCompare(b.title));
const publishedPaths = published.map((r) => `/press/${r.slug}/`);
const draftPaths = releases.filter((r) => r.status === 'draft').map((r) => `/press/${r.slug}/`);
const eventCount = upcomingEvents().length;

/** A public address of the site, as a path on the local server. */
const local = (url: string) => {
  expect(url.startsWith(`${SITE}/`)).toBe(true);
  return url.slice(SITE.length);
};

const fetchText = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
};

interface HeadInfo {
  lang: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogUrl: string | null;
  ogImage: string | null;
  twitterImage: string | null;
  twitterCard: string | null;
  rss: string | null;
  icons: string[];
  manifest: string | null;
  jsonLd: string[];
}

const readHead = (page: Page): Promise<HeadInfo> =>
  page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      rss: attr('link[rel="alternate"][type="application/rss+xml"]', 'href'),
      icons: Array.from(document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]'), (link) => link.getAttribute('href') ?? ''),
      manifest: attr('link[rel="manifest"]', 'href'),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? ''),
    };
  });

/** Every @type in a page's JSON-LD blocks, including nodes inside @graph. */
const jsonLdTypes = (blocks: string[]): string[] =>
  blocks
    .map((block) => JSON.parse(block) as { '@graph'?: Array<{ '@type': string }>; '@type'?: string })
    .flatMap((document) => (document['@graph'] ?? [document]).map((node) => String(node['@type'])))
    .sort();

/** The structured data each kind of page must carry (and nothing on the others). */
const expectedTypes = (pagePath: string): string[] => {
  if (pagePath === '/') return ['Organization', 'WebSite'];
  if (pagePath === '/events/') return Array<string>(eventCount).fill('Event');
  if (/^\/(solutions|services)\/[^/]+\/$/.test(pagePath)) return ['BreadcrumbList', 'Service'];
  if (/^\/products\/[^/]+\/$/.test(pagePath)) return ['BreadcrumbList', 'SoftwareApplication'];
  if (/^\/portfolio\/[^/]+\/$/.test(pagePath)) return ['Article', 'BreadcrumbList'];
  if (publishedPaths.includes(pagePath)) return ['BreadcrumbList', 'NewsArticle'];
  return [];
};

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

const heads = new Map<string, HeadInfo>();
const paths = builtPagePaths();

test.beforeAll(async ({ browser }, testInfo) => {
  // JavaScript off: the Head as served in the HTML, which is what crawlers and link previews read.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  for (const pagePath of [...paths, '/404.html']) {
    const response = await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
    expect([pagePath, response?.status()]).toEqual([pagePath, 200]);
    heads.set(pagePath, await readHead(page));
  }
  await context.close();
});

const noindexPaths = () => [...heads].filter(([, head]) => head.robots?.includes('noindex')).map(([pagePath]) => pagePath);

test.describe('the Head of every built page', () => {
  test('has a unique title and a unique meta description', () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const pagePath of paths) {
      const head = heads.get(pagePath) as HeadInfo;
      expect([pagePath, head.title.length > 0, (head.description ?? '').length >= 50]).toEqual([pagePath, true, true]);
      titles.set(head.title, [...(titles.get(head.title) ?? []), pagePath]);
      descriptions.set(head.description ?? '', [...(descriptions.get(head.description ?? '') ?? []), pagePath]);
    }
    const shared = (byText: Map<string, string[]>) => [...byText].filter(([, pages]) => pages.length > 1);
    expect({ titles: shared(titles), descriptions: shared(descriptions) }).toEqual({ titles: [], descriptions: [] });
  });

  test('declares the language: <html lang="en">', () => {
    expect(paths.filter((pagePath) => heads.get(pagePath)?.lang !== 'en')).toEqual([]);
  });

  test('names the company in every title: "Page | Company", and "Company | ..." on the home page', () => {
    const wrong = paths.filter((pagePath) => {
      const { title } = heads.get(pagePath) as HeadInfo;
      return pagePath === '/' ? !title.startsWith(`${company.name} | `) : !title.endsWith(` | ${company.name}`);
    });
    expect(wrong).toEqual([]);
  });

  test('has a canonical and og:url equal to siteUrl + path, trailing slash included', () => {
    const wrong = paths.filter((pagePath) => {
      const head = heads.get(pagePath) as HeadInfo;
      return head.canonical !== `${SITE}${pagePath}` || head.ogUrl !== head.canonical;
    });
    expect(wrong).toEqual([]);
  });

  test('has a large-image social card: an absolute og:image (also twitter:image) that answers 200 as a 1200 × 630 PNG', async ({ request }) => {
    const problems: string[] = [];
    const images = new Set<string>();
    for (const pagePath of paths) {
      const head = heads.get(pagePath) as HeadInfo;
      if (!head.ogImage?.startsWith(`${SITE}/`) || head.twitterImage !== head.ogImage || head.twitterCard !== 'summary_large_image') {
        problems.push(`${pagePath}: og:image ${head.ogImage}, twitter:image ${head.twitterImage}, card ${head.twitterCard}`);
      } else images.add(head.ogImage);
    }
    for (const image of images) {
      const response = await request.get(local(image));
      const bytes = await response.body();
      const ok = response.status() === 200 && response.headers()['content-type'] === 'image/png';
      if (!ok || JSON.stringify(pngSize(bytes)) !== JSON.stringify({ width: 1200, height: 630 })) problems.push(`${image}: ${response.status()}`);
    }
    expect(problems).toEqual([]);
    expect(images.size).toBe(paths.length); // one card per page
  });

  test('links the favicon (SVG and PNG), the apple-touch-icon, the manifest and the press feed, all answering 200', async ({ request }) => {
    const head = heads.get('/about/') as HeadInfo;
    expect(head.rss).toBe(`${SITE}/rss.xml`);
    expect(head.icons).toEqual(['/favicon.svg', '/favicon-32x32.png', '/apple-touch-icon.png']);
    expect(paths.filter((pagePath) => JSON.stringify(heads.get(pagePath)?.icons) !== JSON.stringify(head.icons))).toEqual([]);
    const manifest = JSON.parse(await fetchText(request, String(head.manifest))) as { name: string; icons: Array<{ src: string; sizes: string }> };
    expect(manifest.name).toBe(company.name);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const file of [...head.icons, ...manifest.icons.map((icon) => icon.src)]) {
      expect([file, (await request.get(file)).status()]).toEqual([file, 200]);
    }
    const touch = await (await request.get('/apple-touch-icon.png')).body();
    expect(pngSize(touch)).toEqual({ width: 180, height: 180 });
  });

  test("marks the sign-in page, the 404 page, the forms' thank-you page, the search page and draft press releases noindex, and nothing else", () => {
    expect([...noindexPaths()].sort()).toEqual(
      ['/404.html', '/404/', '/auth/', '/thank-you/', routes.search, ...draftPaths].filter((p) => heads.has(p)).sort(),
    );
  });
});

test.describe('structured data', () => {
  test('is valid JSON on every page, with the types each kind of page needs', () => {
    const wrong: string[] = [];
    for (const pagePath of paths) {
      const blocks = heads.get(pagePath)?.jsonLd ?? [];
      let types: string[];
      try {
        types = jsonLdTypes(blocks);
      } catch (error) {
        wrong.push(`${pagePath}: ${(error as Error).message}`);
        continue;
      }
      if (JSON.stringify(types) !== JSON.stringify(expectedTypes(pagePath))) wrong.push(`${pagePath}: ${types.join(', ') || 'none'}`);
    }
    expect(wrong).toEqual([]);
  });

  test('uses schema.org and absolute URLs on the site for every url, item and image', () => {
    const wrong: string[] = [];
    const visit = (value: unknown, key: string, pagePath: string) => {
      if (Array.isArray(value)) value.forEach((inner) => visit(inner, key, pagePath));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([innerKey, inner]) => visit(inner, innerKey, pagePath));
      else if (['url', 'item', 'mainEntityOfPage', '@id'].includes(key) && typeof value === 'string' && !/^https:\/\//.test(value))
        wrong.push(`${pagePath}: ${key} ${value}`);
    };
    for (const pagePath of paths) {
      for (const block of heads.get(pagePath)?.jsonLd ?? []) {
        const document = JSON.parse(block) as { '@context': string };
        if (document['@context'] !== 'https://schema.org') wrong.push(`${pagePath}: @context ${document['@context']}`);
        visit(document, '', pagePath);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('dates every published release and gives drafts no NewsArticle', () => {
    for (const published of publishedPaths) {
      const article = (JSON.parse(heads.get(published)?.jsonLd[0] ?? '{}') as { '@graph': Array<Record<string, unknown>> })['@graph'][0];
      expect([published, article]).toEqual([
        published,
        expect.objectContaining({ '@type': 'NewsArticle', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
      ]);
    }
    for (const draft of draftPaths) expect([draft, heads.get(draft)?.jsonLd]).toEqual([draft, []]);
  });
});

test.describe('sitemap and robots.txt', () => {
  test('robots.txt allows crawling and names the sitemap index by absolute URL', async ({ request }) => {
    const robots = await fetchText(request, '/robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  test('lists exactly the indexable built pages by canonical URL: no drafts, no /auth/, no 404', async ({ request }) => {
    const xmls: string[] = [];
    const { sitemaps, pages: listed } = await sitemapUrls(async (sitePath) => {
      const xml = await fetchText(request, sitePath);
      xmls.push(xml);
      return xml;
    });
    expect(xmls[0]).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    for (const xml of xmls.slice(1))
      expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    expect(sitemaps.length).toBeGreaterThan(0);
    expect(sitemaps.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    expect(listed.every((url) => url.startsWith(`${SITE}/`) && url.endsWith('/'))).toBe(true);
    const noindex = new Set(noindexPaths());
    expect(listed.map((url) => url.slice(SITE.length)).sort()).toEqual(paths.filter((pagePath) => !noindex.has(pagePath)).sort());
    // Drafts are left out as noindex pages (the test above); the content of the day may hold none.
    for (const excluded of [...draftPaths, '/auth/', '/404/', '/thank-you/']) expect(listed).not.toContain(`${SITE}${excluded}`);
  });

  test('the sitemap’s former address answers a permanent redirect to the index', async ({ request }) => {
    const response = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? '', SITE).pathname).toBe('/sitemap-index.xml');
  });
});

test.describe('feeds for readers and AI crawlers', () => {
  test('rss.xml parses as RSS 2.0 and lists only the published releases, newest first', async ({ page, request }) => {
    const xml = await fetchText(request, '/rss.xml');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        channelLink: doc.querySelector('channel > link')?.textContent,
        items: Array.from(doc.querySelectorAll('item'), (item) => ({
          link: item.querySelector('link')?.textContent,
          title: item.querySelector('title')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.channelLink).toBe(`${SITE}/press/`);
    expect(feed.items.map((item) => item.link)).toEqual(publishedPaths.map((pagePath) => `${SITE}${pagePath}`));
    expect(feed.items.map((item) => item.title)).toEqual(published.map((r) => r.title));
    expect(feed.items.every((item) => !Number.isNaN(Date.parse(item.pubDate ?? '')))).toBe(true);
  });

  test('llms.txt names the company and every solution and product, linked to their pages', async ({ request }) => {
    const text = await fetchText(request, '/llms.txt');
    expect(text.startsWith(`# ${company.name}\n`)).toBe(true);
    const missing = [
      ...(ofType('Solution') as Array<{ name: string; slug: string }>).map((s) => `[${s.name}](${SITE}/solutions/${s.slug}/)`),
      ...(ofType('Product') as Array<{ name: string; slug: string }>).map((p) => `[${p.name}](${SITE}/products/${p.slug}/)`),
    ].filter((entry) => !text.includes(entry));
    expect(missing).toEqual([]);
  });
});
