import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '../src/lib/routes';

/**
 * The JavaScript budget of a page, counted from the build. (Scores and timings are figures printed
 * by `npm run audit:lighthouse`.)
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
export const HOME_BUDGET_KB = 100; // home first load with React 18.3 in the browser
// Other pages: about a KB above the heaviest (/contact/, whose form carries the forms' one
// definition, src/lib/contact/forms.ts; docs/PERFORMANCE.md has the figures), catching a heavy
// dependency slipping into the first load.
export const PAGE_BUDGET_KB = 95;
// On a page that renders a GatsbyImage, gatsby-plugin-image adds its lazy-hydrate chunk, so such a
// page may ship 10 KB more. Only the plugin gets this allowance. (No page's first load renders one
// today: the case study's screenshot is a plain <picture> of the plugin's resized copies.)
export const IMAGE_RUNTIME_ALLOWANCE_KB = 10;
// The search page's results are the page: it loads the search bundle (/search/ui.js, 9.8 KB) from
// its head, which every other page fetches only when the visitor opens search. Only that page gets it.
export const SEARCH_PAGE_ALLOWANCE_KB = 12;

export const KB = 1024;
export const PUBLIC_DIR = path.resolve(__dirname, '../public');

interface ChunkGroup {
  assets: { name: string }[];
}
interface WebpackStats {
  namedChunkGroups: Record<string, ChunkGroup>;
}

export const stats = (): WebpackStats => JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8')) as WebpackStats;

const gzipCache = new Map<string, number>();
/** Compressed size of a built file ("/app-123.js" or "app-123.js"). */
export const gzipBytes = (file: string): number => {
  const name = file.replace(/^\//, '');
  if (!gzipCache.has(name)) gzipCache.set(name, gzipSync(fs.readFileSync(path.join(PUBLIC_DIR, name)), { level: 9 }).length);
  return gzipCache.get(name) ?? 0;
};

export const groupFiles = (group: string): string[] => {
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
export const buildFirstLoad = (page: string): string[] => {
  const files = [...groupFiles('app'), ...groupFiles(componentChunkOf(page))];
  return [...new Set(files)];
};

const htmlOf = (page: string): string => fs.readFileSync(path.join(PUBLIC_DIR, page, 'index.html'), 'utf8');
export const hasGatsbyImage = (page: string): boolean => htmlOf(page).includes('data-gatsby-image-wrapper');
/** gatsby-plugin-image's lazy-hydrate chunk, recognised by what it exports. */
export const isImageHydrator = (file: string): boolean => fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8').includes('renderImageToString');
export const budgetOf = (row: PageJs): number =>
  row.page === '/'
    ? HOME_BUDGET_KB
    : PAGE_BUDGET_KB + (row.hasGatsbyImage ? IMAGE_RUNTIME_ALLOWANCE_KB : 0) + (row.page === routes.search ? SEARCH_PAGE_ALLOWANCE_KB : 0);

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

export interface PageJs {
  page: string;
  /** The page's HTML renders a GatsbyImage (gatsby-plugin-image's wrapper attribute). */
  hasGatsbyImage: boolean;
  fromBuild: number;
  /** Scripts the browser fetched without interaction that the build's first-load set does not name. */
  extraFiles: string[];
  total: number;
}
