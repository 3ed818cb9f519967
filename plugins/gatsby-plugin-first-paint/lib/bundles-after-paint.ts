import path from 'node:path';
import { buildSync } from 'esbuild';
import type { PageResources } from './page-resources';

/**
 * Gatsby ends each page with `<script src="/…js" async>` tags for its bundles. On a fast
 * connection they arrive before the first frame, and evaluating them (hydration) holds back the
 * first paint of HTML that is already complete. The page rewrite (rewrite-pages.ts) replaces those
 * tags with one inline loader (browser/load-bundles-after-paint.ts) that inserts the same bundles
 * once the first contentful paint has been presented.
 *
 * No <link rel="preload"> in the HTML: a preload fetches at high priority, in competition with the
 * HTML, and a preloaded script that runs as soon as it lands holds the paint back (Lighthouse
 * counts it as render-blocking too); the loader adds its data preloads only after the paint, with
 * the bundles. Links work without JavaScript, so hydrating a frame later costs a visitor nothing.
 * The site's CSP step runs after this plugin's onPostBuild and hashes the loader like any inline script.
 */

// Exactly what Gatsby 5 renders for a bundle (its static-entry.js: <script src={path} async />).
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;
const LOADER_ID = 'bundles-after-paint';
const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`);

/** The longest the loader waits for a first paint before inserting the bundles anyway. */
export const PAINT_WAIT_LIMIT_MS = 5000;

// Gatsby runs the build from the site root and compiles this module into .cache/, so the source
// is found from the root, not from this file.
const BROWSER_DIR = path.join(process.cwd(), 'plugins/gatsby-plugin-first-paint/browser');

/**
 * The inline loader that inserts these scripts, then preloads these data files, after the first
 * paint: its source's default export called with them, bundled and minified by esbuild into one
 * ES2017 statement. The same arguments give the same text, so the page's CSP hash is stable.
 */
export const loaderScript = (sources: readonly string[], data: readonly string[] = []): string => {
  const call = `import load from './load-bundles-after-paint';\nload(${JSON.stringify(sources)}, ${JSON.stringify(data)}, ${PAINT_WAIT_LIMIT_MS});\n`;
  const { outputFiles } = buildSync({
    stdin: { contents: call, resolveDir: BROWSER_DIR, sourcefile: 'bundles-after-paint.inline.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0].text.trimEnd();
};

/**
 * Returns the page with its bundle tags replaced by the loader, or null when the page has neither
 * bundle tags nor a loader (so the caller can tell Gatsby's output changed).
 * `page` adds what Gatsby would otherwise fetch one round trip after another once its runtime
 * runs: the page template's chunks and the page's data files. Requested together with the
 * bundles, they are there when the runtime asks for them.
 *
 * A page that already has a loader gets a new one, written by this build from `page` alone: Gatsby
 * keeps the HTML of every page whose content did not change since the previous build (and
 * Netlify's build cache brings that HTML back), so the loader in it was written by the build code
 * of then, for the chunks of then. `page.scripts` must therefore name Gatsby's own bundles too.
 * Running it again on its own output changes nothing.
 */
export const deferBundles = (html: string, page: PageResources = { scripts: [], data: [] }): string | null => {
  const loaderTag = (sources: readonly string[]) => `<script id="${LOADER_ID}">${loaderScript(sources, page.data)}</script>`;
  if (LOADER_TAG.test(html)) return html.replace(LOADER_TAG, () => loaderTag(page.scripts));
  const bundles = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]);
  if (bundles.length === 0) return null;
  const sources = [...new Set([...bundles, ...page.scripts])];
  let replaced = false;
  return html.replace(BUNDLE_TAG, () => {
    if (replaced) return '';
    replaced = true;
    return loaderTag(sources);
  });
};
