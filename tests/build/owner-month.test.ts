import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { PRODUCT_VISUAL_WIDTHS, productVisual } from '../../src/lib/product-visual';
import { placeholdersIn } from '../../src/lib/placeholder-text';
import { routes } from '../../src/lib/routes';
import { slugify } from '../../src/lib/slugify';
import { ROOT } from '../../support/scratch-site';
import { OWNER, OWNER_MONTH, beforeTheMonth, ownerBuild, publishedReleaseSlug, type BeforeTheMonth } from '../../support/owner-build';
import { sitemapUrls } from '../../support/sitemap';
import { builtTexts, visibleText, walk } from '../../support/built-texts';
import { zipEntries } from '../../support/zip-entries';
import { deadInternalLinks } from '../../gatsby/lib/dead-links';
import { readFactTable } from '../../gatsby/lib/fact-table';
import { pagePath } from '../../gatsby/lib/built-pages';
import net from 'node:net';
import { scratchServer } from '../../support/scratch-site';
import { startNetlifyDev, stopNetlifyDev } from '../../support/netlify-dev';

/** The unit tests that read the content folder; CONTENT_DIR points them at another one. */
const CONTENT_TESTS = ['tests/integration/content.test.ts', 'tests/integration/cms-config.test.ts', 'src/lib/yaml-edit.test.ts'];

/**
 * The owner's build (support/owner-build.ts) carries a month of ordinary edits (OWNER_MONTH): it
 * must build, show what the owner wrote, and give the writer's new product its picture without a
 * developer; the tests that read content must pass on the edited content too.
 */
describe("a month of the owner's edits", () => {
  let publicDir: string;
  let contentDir: string;
  const read = (page: string) => fs.readFileSync(path.join(publicDir, page, 'index.html'), 'utf8');

  beforeAll(async () => {
    ({ publicDir, contentDir } = await ownerBuild());
  }, 660_000);

  it('gives the new product its picture, drawn by the build, on its page and its card', () => {
    const { slug } = OWNER_MONTH.product;
    for (const width of PRODUCT_VISUAL_WIDTHS) expect(fs.existsSync(path.join(publicDir, productVisual(slug, width)))).toBe(true);
    expect(read(routes.product(slug))).toContain(`src="${productVisual(slug, 1200)}"`);
    expect(read(routes.products)).toContain(`src="${productVisual(slug, 600)}"`);
  });

  it('publishes the release with the placeholders filled in', () => {
    const page = visibleText(read(routes.pressRelease(publishedReleaseSlug())));
    expect(page).not.toContain('Coming Soon');
    expect(placeholdersIn(page)).toEqual([]);
  });

  it('shows the rewritten hero text and the added event', () => {
    expect(read('/')).toContain(OWNER_MONTH.heroSubtext);
    expect(read(routes.events)).toContain(OWNER_MONTH.newEvent.title);
    expect(read(routes.events)).not.toContain(OWNER_MONTH.pastEvent.title);
  });

  it('passes the tests that read content when they read the edited content', () => {
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/jest'), [...CONTENT_TESTS, '--selectProjects', 'unit'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: contentDir },
      encoding: 'utf8',
    });
    expect(`${result.stdout}\n${result.stderr}`).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    expect(result.status).toBe(0);
  }, 120_000);
});

/** Each kind of entry a writer can retire, and the section its page then redirects to. */
const SECTIONS = { product: routes.products, solution: routes.solutions, service: routes.services, caseStudy: routes.portfolio, press: routes.press } as const;

/**
 * The owner changed each fact once, in the file that owns it: a product's name, the price, the
 * phone; and retired a product and a case study with one field each. Nothing built may still say
 * what the content said before, and no internal link may lead nowhere.
 */
describe('one edit per fact', () => {
  let publicDir: string;
  let contentDir: string;
  let texts: Array<{ file: string; text: string }>;
  let before: BeforeTheMonth;
  const filesWith = (needle: string | RegExp) =>
    texts.filter(({ text }) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text))).map(({ file }) => file);

  beforeAll(async () => {
    ({ publicDir, contentDir } = await ownerBuild());
    texts = builtTexts(publicDir);
    before = beforeTheMonth();
  }, 660_000);

  it("leaves the product's old name nowhere, and shows the new one where the old one was", () => {
    expect(filesWith(before.renamed.name)).toEqual([]);
    const footer = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
    expect(footer).toContain(`>${OWNER_MONTH.renamedProductName}<`);
    expect(filesWith(OWNER_MONTH.renamedProductName)).toEqual(expect.arrayContaining(['media-kit/aurelion-company-fact-sheet.txt', 'llms.txt']));
    // Its picture shows its name: the build draws it anew rather than serving the committed one of the old name.
    for (const width of PRODUCT_VISUAL_WIDTHS) {
      const picture = productVisual(before.renamed.slug, width);
      expect(fs.readFileSync(path.join(publicDir, picture)).equals(fs.readFileSync(path.join(ROOT, 'static', picture)))).toBe(false);
    }
  });

  it("packs the media kit's archives from the content: each product on the site by its name and its page's picture, the logos by the company's name", () => {
    const facts = readFactTable(contentDir, OWNER.siteUrl);
    const folder = path.join(publicDir, 'media-kit');
    const zips = fs.readdirSync(folder).filter((name) => name.endsWith('.zip'));
    const entries = zips.flatMap((name) => zipEntries(fs.readFileSync(path.join(folder, name))));
    const readmes = entries.filter(({ name }) => name.endsWith('/README.txt')).map(({ data }) => data.toString('utf8'));
    const pictures = entries.filter(({ name }) => name.endsWith('.webp'));
    const onSite = Object.entries(facts.entries.product).filter(([, product]) => !product.retired);
    expect(onSite.map(([slug]) => slug)).toContain(OWNER_MONTH.product.slug);
    expect(pictures.map(({ name }) => path.basename(name).replace(/^\d+-/, ''))).toEqual(onSite.map(([, product]) => `${slugify(product.label)}.webp`));
    for (const [index, [slug, product]] of onSite.entries()) {
      const shown = fs.readFileSync(path.join(publicDir, productVisual(slug, 1200)));
      expect({ slug, samePicture: pictures[index].data.equals(shown) }).toEqual({ slug, samePicture: true });
      expect(readmes.join('\n')).toContain(product.label);
    }
    const logos = entries.filter(({ name }) => name.endsWith('.svg'));
    expect(logos.length).toBeGreaterThan(0);
    for (const { name } of logos) expect(path.basename(name)).toMatch(new RegExp(`^${slugify(facts.company.name)}-`));
    expect(logos.filter(({ data }) => data.toString('utf8').includes(`>${facts.company.name}<`)).length).toBeGreaterThan(0);
    expect(readmes.length).toBe(zips.length);
    for (const readme of readmes) expect(readme).toContain(facts.company.pressEmail);
  });

  it('leaves the old price and the old phone nowhere', () => {
    const price = before.blockPriceUsd;
    expect(filesWith(new RegExp(`\\$${price}(?![\\d,])|\\b${price} US dollars|"blockPriceUsd":"?${price}\\b`))).toEqual([]);
    expect(filesWith(before.phone)).toEqual([]);
    expect(filesWith(OWNER.phone).length).toBeGreaterThan(0);
  });

  it('takes every retired entry, of each kind, out of every list, menu, feed and the chat, and redirects its page to its section', async () => {
    // The retired entries of the edited content: the month's product and case study, and a solution, a service and a release (support/owner-promise.ts).
    const facts = readFactTable(contentDir, OWNER.siteUrl);
    const retired = Object.entries(SECTIONS).flatMap(([collection, section]) =>
      Object.values(facts.entries[collection as keyof typeof SECTIONS])
        .filter((entry) => entry.retired)
        .map((entry) => ({ collection, route: entry.url, section, name: entry.label })),
    );
    expect([...new Set(retired.map(({ collection }) => collection))].sort()).toEqual(Object.keys(SECTIONS).sort());
    const redirects = fs.readFileSync(path.join(publicDir, '_redirects'), 'utf8');
    const sitemapPages = (await sitemapUrls((sitePath) => fs.readFileSync(path.join(publicDir, sitePath), 'utf8'))).pages.map((url) => new URL(url).pathname);
    expect(sitemapPages).toContain(routes.products);
    for (const { route, section, name } of retired) {
      expect(fs.existsSync(path.join(publicDir, route, 'index.html'))).toBe(false);
      expect(redirects).toMatch(new RegExp(`^${route}\\s+${section}\\s+301\\b`, 'm'));
      const linking = texts.filter(
        ({ file, text }) => file !== '_redirects' && (text.includes(`"${route}"`) || text.includes(`${route}<`) || text.includes(`${route}\n`)),
      );
      expect(linking.map(({ file }) => file)).toEqual([]);
      expect(sitemapPages).not.toContain(route);
      for (const list of ['rss.xml', 'llms.txt']) expect(fs.readFileSync(path.join(publicDir, list), 'utf8')).not.toContain(route);
      // The chat's data lists names as whole strings: another entry's name may hold this one as its last words.
      expect(texts.filter(({ file, text }) => /^chat-window-.*\.js$/.test(file) && text.includes(`"${name}"`))).toEqual([]);
    }
  });

  it('answers a retired page with a 301 to its section on netlify dev, from the redirects the build wrote', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const server = scratchServer('owner-month-serve', publicDir);
    const child = await startNetlifyDev({ port, cwd: server, logFile: path.join(server, 'netlify-dev.log') });
    try {
      const answer = await fetch(`http://localhost:${port}${routes.product(before.retiredProduct.slug)}`, { redirect: 'manual' });
      expect([answer.status, new URL(answer.headers.get('location') ?? '', `http://localhost:${port}`).pathname]).toEqual([301, routes.products]);
    } finally {
      stopNetlifyDev(child);
      fs.rmSync(server, { recursive: true, force: true });
    }
  }, 150_000);

  it('leaves no internal link that leads nowhere', () => {
    const pages = walk(publicDir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ pagePath: pagePath(publicDir, file), html: fs.readFileSync(file, 'utf8') }));
    expect(deadInternalLinks(publicDir, pages, OWNER.siteUrl, new Set())).toEqual([]);
  });
});

/**
 * Addresses once invented for the portfolio, each case study's slug under .com (none given by the
 * owner, most owned by unrelated companies): the site must never link them, whatever the content
 * says, unless a case study's own file gives that address.
 */
const guessedHosts = (contentDir: string): string[] => {
  const items = fs
    .readdirSync(path.join(contentDir, 'portfolio'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => matter(fs.readFileSync(path.join(contentDir, 'portfolio', name), 'utf8')).data as { slug: string; url?: string });
  const given = new Set(items.flatMap(({ url }) => (url?.trim() ? [new URL(url.trim()).host.replace(/^www\./, '')] : [])));
  return items.map(({ slug }) => `${slug}.com`).filter((host) => !given.has(host));
};

describe('links to live applications', () => {
  let publicDir: string;
  let contentDir: string;

  beforeAll(async () => {
    ({ publicDir, contentDir } = await ownerBuild());
  }, 660_000);

  it('point to no guessed address anywhere in the built site', () => {
    const hosts = guessedHosts(contentDir);
    expect(hosts.length).toBeGreaterThan(0);
    const linked = walk(publicDir)
      .filter((file) => /\.(html|json|js|txt|xml)$/.test(file))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return hosts
          .filter((host) => new RegExp(`https?://(?:www\\.)?${host.replace(/\./g, '\\.')}`).test(text))
          .map((host) => `${path.relative(publicDir, file)}: ${host}`);
      });
    expect(linked).toEqual([]);
  });

  it('appear on a case study only when its file gives an address', () => {
    const folder = path.join(contentDir, 'portfolio');
    const pages = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map(
        (name) => matter(fs.readFileSync(path.join(folder, name), 'utf8')).data as { slug: string; url?: string; hasCaseStudyPage: boolean; retired?: boolean },
      )
      .filter((item) => item.hasCaseStudyPage && !item.retired)
      .map((item) => ({ url: item.url?.trim(), slug: item.slug }));
    expect(pages.length).toBeGreaterThan(0);
    for (const { url, slug } of pages) {
      const html = fs.readFileSync(path.join(publicDir, routes.caseStudy(slug), 'index.html'), 'utf8');
      expect({ slug, live: html.includes('Live Application') }).toEqual({ slug, live: Boolean(url) });
    }
  });
});
