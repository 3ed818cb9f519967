#!/usr/bin/env node
// Post-build step of `npm run build`, before the CSP step. Two rewrites of every built page:
//  - emotion's style blocks move from the body into one block in <head> (scripts/lib/head-styles.cjs
//    says why);
//  - the page loads Gatsby's bundles, its template's chunks and its data after its first paint
//    (scripts/lib/bundles-after-paint.cjs).
// Usage: node scripts/rewrite-pages.mjs [publishDir]   (default: public/)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { deferBundles } = require('./lib/bundles-after-paint.cjs');
const { hoistEmotionStyles } = require('./lib/head-styles.cjs');
const { gatsbyPageFiles } = require('./lib/built-pages.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISH_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, 'public'));

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(PUBLISH_DIR, file), 'utf8'));
const chunkGroups = readJson('webpack.stats.json').namedChunkGroups;
const scriptsOf = (group) => (chunkGroups[group]?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));

/**
 * What Gatsby's runtime fetches for a page before it can hydrate it: its page-data.json (public/about/index.html
 * → /page-data/about/page-data.json, public/index.html → /page-data/index/…, public/404.html → /page-data/404.html/…),
 * app-data.json, the static query results it names, and the scripts of its template's chunk group.
 */
const pageResources = (file) => {
  const relative = path.relative(PUBLISH_DIR, file).split(path.sep).join('/');
  const dataDir = relative === 'index.html' ? 'index' : relative.endsWith('/index.html') ? relative.slice(0, -'/index.html'.length) : relative;
  const pageData = `/page-data/${dataDir}/page-data.json`;
  if (!fs.existsSync(path.join(PUBLISH_DIR, pageData))) return { scripts: [], data: [] };
  const { componentChunkName, staticQueryHashes } = readJson(pageData);
  return {
    scripts: scriptsOf(componentChunkName),
    data: [pageData, '/page-data/app-data.json', ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`)],
  };
};

const pages = gatsbyPageFiles(PUBLISH_DIR);
const withoutBundles = [];
for (const file of pages) {
  const rewritten = deferBundles(hoistEmotionStyles(fs.readFileSync(file, 'utf8')), pageResources(file));
  if (rewritten === null) withoutBundles.push(path.relative(PUBLISH_DIR, file));
  else fs.writeFileSync(file, rewritten);
}
if (withoutBundles.length > 0) {
  // Gatsby changed how it writes its script tags: fail rather than ship pages loaded the old way.
  console.error(`rewrite-pages: no Gatsby bundle <script async> tags found in ${withoutBundles.join(', ')}`);
  process.exit(1);
}
console.log(`rewrite-pages: ${pages.length} pages have their styles in <head> and load their bundles after the first paint`);
