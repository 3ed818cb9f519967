import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from 'js-yaml';
import type { Browser, Request } from 'playwright-core';
import { crawlSite, formatCrawlReport } from '../../support/link-crawler';
import { BASE_URL, builtPagePaths, launchBrowser } from './harness';
import { ROOT } from './server';
import { EAGER_COMPILE_HINT } from '../../gatsby/on-create-webpack-config';

/**
 * Budgets that need no stopwatch: JavaScript bytes per page, counted from the build, and zero
 * broken internal links. (Scores and timings are figures printed by `npm run audit:lighthouse`.)
 *
 * "First-load JavaScript" of a page = the JS the browser fetches, with no click or key press, to
 * render and hydrate the page:
 *   1. the `app` chunk group of webpack.stats.json, which the page's HTML loads with <script src>:
 *      webpack runtime + framework (React) + app (Gatsby runtime, gatsby-browser, emotion);
 *   2. the chunk group of the page's template (componentChunkName in its page-data.json): shared
 *      chunks + the template's own chunk, which Gatsby's loader fetches before it hydrates;
 *   3. any other script Chromium fetches on its own until the network is idle (measured below).
 *      The one expected case: GatsbyImage's mount effect always imports gatsby-plugin-image's
 *      lazy-hydrate chunk (it bundles react-dom/server), so pages with a GatsbyImage pay for it.
 *      Chunks loaded on demand (chat window, modals) are not first load and must not show up here.
 * Bytes are gzip level 9 of the built files: what a compressing CDN sends (Netlify's brotli is a
 * little smaller, so this errs on the safe side). JSON (page-data, static queries) and the HTML are
 * not JavaScript: Lighthouse's total-bytes figure covers them.
 */
const HOME_BUDGET_KB = 100; // home first load with React 18.3 in the browser
// Other pages: a few KB above what they ship today (docs/PERFORMANCE.md), room for content growth
// while catching a heavy dependency slipping into the first load.
const PAGE_BUDGET_KB = 92;
// Images go through gatsby-plugin-image; on a page that renders a GatsbyImage the plugin adds its
// lazy-hydrate chunk, so such a page (a case study with its screenshot) may ship 10 KB more. Only
// the plugin gets this allowance.
const IMAGE_RUNTIME_ALLOWANCE_KB = 10;

const KB = 1024;
const PUBLIC_DIR = path.join(ROOT, 'public');

interface ChunkGroup {
  assets: { name: string }[];
}
interface WebpackStats {
  namedChunkGroups: Record<string, ChunkGroup>;
}

const stats = (): WebpackStats => JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8')) as WebpackStats;

const gzipCache = new Map<string, number>();
/** Compressed size of a built file ("/app-123.js" or "app-123.js"). */
const gzipBytes = (file: string): number => {
  const name = file.replace(/^\//, '');
  if (!gzipCache.has(name)) gzipCache.set(name, gzipSync(fs.readFileSync(path.join(PUBLIC_DIR, name)), { level: 9 }).length);
  return gzipCache.get(name) ?? 0;
};

const groupFiles = (group: string): string[] => {
  const found = stats().namedChunkGroups[group];
  if (!found) throw new Error(`webpack.stats.json has no chunk group "${group}"`);
  return found.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
};

/** Gatsby's page-data location: "/" → index, "/about/" → about. */
const componentChunkOf = (page: string): string => {
  const dataPath = page === '/' ? 'index' : page.replace(/^\/|\/$/g, '');
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'page-data', dataPath, 'page-data.json'), 'utf8')) as { componentChunkName: string };
  return pageData.componentChunkName;
};

/** Parts 1 and 2 of the definition above, from the build alone. */
const buildFirstLoad = (page: string): string[] => {
  const files = [...groupFiles('app'), ...groupFiles(componentChunkOf(page))];
  return [...new Set(files)];
};

const htmlOf = (page: string): string => fs.readFileSync(path.join(PUBLIC_DIR, page, 'index.html'), 'utf8');
const hasGatsbyImage = (page: string): boolean => htmlOf(page).includes('data-gatsby-image-wrapper');
/** gatsby-plugin-image's lazy-hydrate chunk, recognised by what it exports. */
const isImageHydrator = (file: string): boolean => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8').includes('renderImageToString');
const budgetOf = (row: PageJs): number => (row.page === '/' ? HOME_BUDGET_KB : PAGE_BUDGET_KB + (row.hasGatsbyImage ? IMAGE_RUNTIME_ALLOWANCE_KB : 0));

const kb = (bytes: number) => (bytes / KB).toFixed(1);

interface PageJs {
  page: string;
  /** The page's HTML renders a GatsbyImage (gatsby-plugin-image's wrapper attribute). */
  hasGatsbyImage: boolean;
  fromBuild: number;
  /** Scripts the browser fetched without interaction that the build's first-load set does not name. */
  extraFiles: string[];
  total: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Same-origin .js files Chromium requests loading the page, with no interaction, until the network is idle. */
const scriptsLoadedBy = async (page: string): Promise<string[]> => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const scripts = new Set<string>();
  tab.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(BASE_URL).origin && request.resourceType() === 'script') scripts.add(url.pathname);
  });
  await tab.goto(page, { waitUntil: 'load' });
  await tab.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await tab.waitForLoadState('networkidle');
  await context.close();
  return [...scripts];
};

describe('JavaScript budget per page (first load, gzip -9)', () => {
  const pages = builtPagePaths();
  const measured: PageJs[] = [];
  /** Every script of this build a visitor can load: each page's first load, and the chunks loaded on demand. */
  const everyScript = (): string[] => [
    ...new Set([...measured.flatMap((row) => [...buildFirstLoad(row.page), ...row.extraFiles]), ...Object.keys(stats().namedChunkGroups).flatMap(groupFiles)]),
  ];

  beforeAll(async () => {
    const measure = async (page: string): Promise<PageJs> => {
      const fromBuild = buildFirstLoad(page);
      const loaded = await scriptsLoadedBy(page);
      const extraFiles = loaded.map((file) => file.replace(/^\//, '')).filter((file) => !fromBuild.includes(file));
      const buildBytes = fromBuild.reduce((sum, file) => sum + gzipBytes(file), 0);
      const extraBytes = extraFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
      return { page, hasGatsbyImage: hasGatsbyImage(page), fromBuild: buildBytes, extraFiles, total: buildBytes + extraBytes };
    };
    // A few pages at a time: most of each visit is waiting for the network to go idle.
    for (let i = 0; i < pages.length; i += 4) {
      measured.push(...(await Promise.all(pages.slice(i, i + 4).map(measure))));
    }
    const table = measured.map(
      (row) =>
        `${row.page.padEnd(46)} ${kb(row.fromBuild).padStart(7)} ${kb(row.total - row.fromBuild).padStart(7)} ${kb(row.total).padStart(7)} ${String(budgetOf(row)).padStart(6)}${row.extraFiles.length ? `  extra: ${row.extraFiles.join(', ')}` : ''}`,
    );
    const shared = groupFiles('app')
      .map((file) => `${file} ${kb(gzipBytes(file))}`)
      .join(', ');
    console.log(
      [
        `First-load JavaScript per page, KB gzip -9 (shared by all: ${shared})`,
        `${'page'.padEnd(46)} ${'build'.padStart(7)} ${'extra'.padStart(7)} ${'total'.padStart(7)} ${'budget'.padStart(6)}`,
        ...table,
      ].join('\n'),
    );
  }, 600_000);

  it('counts every built page, the home page included', () => {
    expect(measured.map((row) => row.page)).toContain('/');
    expect(measured.length).toBe(pages.length);
  });

  it(`keeps the home page within ${HOME_BUDGET_KB} KB`, () => {
    const home = measured.find((row) => row.page === '/');
    expect(home).toBeDefined();
    // On failure, the message lists the files and their sizes: where the bytes went.
    const over =
      !home || home.total / KB > HOME_BUDGET_KB
        ? [
            `/: ${kb(home?.total ?? 0)} KB = ${[...buildFirstLoad('/'), ...(home?.extraFiles ?? [])].map((file) => `${file} ${kb(gzipBytes(file))}`).join(' + ')}`,
          ]
        : [];
    expect(over).toEqual([]);
  });

  it(`keeps every other page within ${PAGE_BUDGET_KB} KB, or ${PAGE_BUDGET_KB + IMAGE_RUNTIME_ALLOWANCE_KB} KB with a GatsbyImage`, () => {
    const over = measured
      .filter((row) => row.page !== '/' && row.total / KB > budgetOf(row))
      .map((row) => `${row.page}: ${kb(row.total)} KB > ${budgetOf(row)} KB`);
    expect(over).toEqual([]);
  });

  // Chromium compiles a script whose first line is the hint on a background thread while it
  // streams in, instead of function by function on the main thread as each is first called:
  // shorter main-thread tasks while the page starts (gatsby/on-create-webpack-config.ts).
  it('marks every script a visitor can load for compiling while it downloads', () => {
    const firstLine = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8').split('\n', 1)[0];
    const unmarked = everyScript().filter((file) => firstLine(file) !== EAGER_COMPILE_HINT);
    expect(everyScript().length).toBeGreaterThan(5);
    expect(unmarked).toEqual([]);
  });

  it('keeps the source maps in step with that added line (stack traces point at the right source line)', () => {
    // The first line of a map's mappings describes the script's first line: the hint, which maps
    // to no source. Had the hint been added after the map was written, every mapping would be one
    // line off.
    const mappingsOf = (file: string) => (JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, `${file}.map`), 'utf8')) as { mappings: string }).mappings;
    const offByOne = everyScript().filter((file) => !mappingsOf(file).startsWith(';'));
    expect(offByOne).toEqual([]);
  });

  it('fetches no other script until the visitor asks for it (chat window, modals load on demand)', () => {
    // The lazy chunks exist as their own chunk groups, i.e. they are split out of the first load...
    const groups = Object.keys(stats().namedChunkGroups);
    expect(groups).toEqual(expect.arrayContaining(['chat-window', 'consultation-modal']));
    // ...and no page pulls any script beyond its first-load set on its own, but GatsbyImage's hydrator.
    const unasked = measured.flatMap((row) =>
      row.extraFiles.filter((file) => !(row.hasGatsbyImage && isImageHydrator(file))).map((file) => `${row.page}: ${file}`),
    );
    expect(unasked).toEqual([]);
  });
});

describe('internal links of the served build', () => {
  it('has no broken internal link or #fragment on any page', async () => {
    const companyYaml = fs.readFileSync(path.join(ROOT, 'content/site/company.yaml'), 'utf8');
    const { siteUrl } = load(companyYaml) as { siteUrl: string };
    const pages = builtPagePaths();
    // Seeded with the build's page list so pages no server-rendered link reaches are checked too;
    // absolute links to the production origin count as internal (a missing page 404s there too).
    const result = await crawlSite({ baseUrl: BASE_URL, seeds: pages, sameSiteOrigins: [siteUrl] });
    console.log(`Link check over ${BASE_URL}\n${formatCrawlReport(result)}`);
    expect(result.pagesCrawled.length).toBeGreaterThanOrEqual(pages.length);
    expect(result.linksChecked).toBeGreaterThan(300);
    expect(result.broken).toEqual([]);
  });
});
