import fs from 'node:fs';
import path from 'node:path';
import { deferBundles, type PageResources } from '../lib/bundles-after-paint';
import { hoistEmotionStyles } from '../lib/head-styles';
import { inlineIconSymbols, symbolsById } from '../lib/icon-sprite';
import { ICON_SPRITE_PATH } from '../../src/lib/icons';
import { gatsbyPageFiles, relativeFile } from './built-pages';

interface ChunkGroups {
  [group: string]: { assets?: Array<{ name: string }> } | undefined;
}

/**
 * Rewrites every built Gatsby page, before the CSP step hashes its scripts: emotion's style blocks
 * move from the body into one block in <head> (src/lib/head-styles.ts), the page carries the
 * symbols of its own icons (src/lib/icon-sprite.ts), and the page loads
 * Gatsby's bundles, its template's chunks and its data after its first paint
 * (src/lib/bundles-after-paint.ts). Returns the number of pages; throws when a page has no
 * Gatsby bundle tags (Gatsby changed how it writes them: better no deploy than pages loaded the
 * old way).
 */
export const rewritePages = (publishDir: string): number => {
  const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(publishDir, file), 'utf8')) as T;
  const chunkGroups = readJson<{ namedChunkGroups: ChunkGroups }>('webpack.stats.json').namedChunkGroups;
  const scriptsOf = (group: string) => (chunkGroups[group]?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));

  /**
   * What Gatsby's runtime fetches for a page before it can hydrate it: its page-data.json
   * (about/index.html → /page-data/about/page-data.json, index.html → /page-data/index/…,
   * 404.html → /page-data/404.html/…), app-data.json, the static query results it names, and the
   * scripts of its template's chunk group.
   */
  const pageResources = (file: string): PageResources => {
    const relative = relativeFile(publishDir, file);
    const dataDir = relative === 'index.html' ? 'index' : relative.endsWith('/index.html') ? relative.slice(0, -'/index.html'.length) : relative;
    const pageData = `/page-data/${dataDir}/page-data.json`;
    if (!fs.existsSync(path.join(publishDir, pageData))) return { scripts: [], data: [] };
    const { componentChunkName, staticQueryHashes } = readJson<{ componentChunkName: string; staticQueryHashes: string[] }>(pageData);
    return {
      scripts: scriptsOf(componentChunkName),
      data: [pageData, '/page-data/app-data.json', ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`)],
    };
  };

  const spriteFile = path.join(publishDir, ICON_SPRITE_PATH);
  const symbols = symbolsById(fs.existsSync(spriteFile) ? fs.readFileSync(spriteFile, 'utf8') : '');

  const pages = gatsbyPageFiles(publishDir);
  const withoutBundles: string[] = [];
  for (const file of pages) {
    let withIcons: string;
    try {
      withIcons = inlineIconSymbols(fs.readFileSync(file, 'utf8'), symbols);
    } catch (error) {
      throw new Error(`${relativeFile(publishDir, file)}: ${(error as Error).message}`);
    }
    const rewritten = deferBundles(hoistEmotionStyles(withIcons), pageResources(file));
    if (rewritten === null) withoutBundles.push(relativeFile(publishDir, file));
    else fs.writeFileSync(file, rewritten);
  }
  if (withoutBundles.length > 0) throw new Error(`no Gatsby bundle <script async> tags found in ${withoutBundles.join(', ')}`);
  return pages.length;
};
