import fs from 'node:fs';
import path from 'node:path';
import { deferBundles, type PageResources } from '../lib/bundles-after-paint';
import { inlineIconSymbols, symbolsById } from '../lib/icon-sprite';
import { ICON_SPRITE_PATH } from '../../src/lib/icons';
import { gatsbyPageFiles, relativeFile } from '../lib/built-pages';

interface ChunkGroups {
  [group: string]: { assets?: Array<{ name: string }> } | undefined;
}

/**
 * The build leans on Gatsby's output in three places: its chunk groups, its page data and its
 * bundle tags. Each failure names the assumption that broke, so an upgrade that
 * changes the output stops the build instead of shipping pages that quietly load the slow way.
 */
const assumptionBroke = (page: string, assumption: string): Error =>
  new Error(`${page}: ${assumption} (gatsby/build-steps/rewrite-pages.ts; see docs/PERFORMANCE.md, "On an upgrade")`);

/**
 * Rewrites every built Gatsby page, before the CSP step hashes its scripts: the page carries the
 * symbols of its own icons (gatsby/lib/icon-sprite.ts), and loads Gatsby's bundles, its
 * template's chunks and its data after its first paint (gatsby/lib/bundles-after-paint.ts).
 * Gatsby rewrites only the pages whose content changed and keeps the others' HTML, already
 * rewritten by an earlier build: each step writes what this build's code and chunks say, over
 * what an earlier build wrote. Returns the number of pages.
 */
export const rewritePages = (publishDir: string): number => {
  const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(publishDir, file), 'utf8')) as T;
  const chunkGroups = readJson<{ namedChunkGroups: ChunkGroups }>('webpack.stats.json').namedChunkGroups;
  const scriptsOf = (group: { assets?: Array<{ name: string }> }) =>
    (group.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));
  // Gatsby's own bundles (its runtime, React, the app), which every page loads first.
  const appGroup = chunkGroups.app;
  if (!appGroup?.assets?.length) throw assumptionBroke('webpack.stats.json', 'no "app" chunk group (the bundles Gatsby puts on every page)');
  const appScripts = scriptsOf(appGroup);

  /**
   * What Gatsby's runtime fetches for a page before it can hydrate it: its page-data.json
   * (about/index.html → /page-data/about/page-data.json, index.html → /page-data/index/…,
   * 404.html → /page-data/404.html/…), app-data.json, the static query results it names, and the
   * scripts of Gatsby's app and of its template's chunk group.
   */
  const pageResources = (page: string): PageResources => {
    const dataDir = page === 'index.html' ? 'index' : page.endsWith('/index.html') ? page.slice(0, -'/index.html'.length) : page;
    const pageData = `/page-data/${dataDir}/page-data.json`;
    if (!fs.existsSync(path.join(publishDir, pageData))) throw assumptionBroke(page, `Gatsby wrote no page data at ${pageData}`);
    const { componentChunkName, staticQueryHashes } = readJson<{ componentChunkName?: string; staticQueryHashes?: string[] }>(pageData);
    const group = componentChunkName ? chunkGroups[componentChunkName] : undefined;
    if (!group?.assets || !staticQueryHashes) {
      throw assumptionBroke(page, `${pageData} names no template chunk group found in webpack.stats.json, or no staticQueryHashes`);
    }
    return {
      scripts: [...new Set([...appScripts, ...scriptsOf(group)])],
      data: [pageData, '/page-data/app-data.json', ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`)],
    };
  };

  const spriteFile = path.join(publishDir, ICON_SPRITE_PATH);
  const symbols = symbolsById(fs.existsSync(spriteFile) ? fs.readFileSync(spriteFile, 'utf8') : '');

  const files = gatsbyPageFiles(publishDir);
  for (const file of files) {
    const page = relativeFile(publishDir, file);
    const html = fs.readFileSync(file, 'utf8');
    let withIcons: string;
    try {
      withIcons = inlineIconSymbols(html, symbols);
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
    const rewritten = deferBundles(withIcons, pageResources(page));
    if (rewritten === null) throw assumptionBroke(page, 'no Gatsby bundle tags (<script src="/….js" async>) and no loader from an earlier build');
    fs.writeFileSync(file, rewritten);
  }
  return files.length;
};
