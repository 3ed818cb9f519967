import fs from 'node:fs';
import path from 'node:path';
import { GatsbyInternalChanged } from './gatsby-internals';

/** What a page fetches besides Gatsby's bundles before it can hydrate. */
export interface PageResources {
  /** Gatsby's own bundles, then its template's chunks. */
  scripts: readonly string[];
  /** Its data files: page-data.json, app-data.json, static query results. */
  data: readonly string[];
}

type ChunkGroups = Record<string, { assets?: Array<{ name: string }> } | undefined>;

const STATS = 'webpack.stats.json';

/**
 * Reads two private parts of Gatsby's output: the chunk groups of public/webpack.stats.json
 * (`namedChunkGroups`: "app", Gatsby's own bundles, and one group per template, named by
 * `componentChunkName`) and each page's page-data.json (`componentChunkName`, `staticQueryHashes`).
 * Returns, per built page file, what Gatsby's runtime fetches before it can hydrate that page: its
 * page-data.json (about/index.html → /page-data/about/page-data.json, index.html →
 * /page-data/index/…, 404.html → /page-data/404.html/…), app-data.json, the static query results it
 * names, and the scripts of the "app" group and of its template's group.
 */
export const pageResourcesReader = (publishDir: string): ((page: string) => PageResources) => {
  const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(publishDir, file), 'utf8')) as T;
  if (!fs.existsSync(path.join(publishDir, STATS))) throw new GatsbyInternalChanged(STATS, 'webpack.stats.json', 'Gatsby wrote no such file');
  const chunkGroups = readJson<{ namedChunkGroups?: ChunkGroups }>(STATS).namedChunkGroups ?? {};
  const scriptsOf = (group: { assets?: Array<{ name: string }> }) =>
    (group.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));
  const appGroup = chunkGroups.app;
  if (!appGroup?.assets?.length) {
    throw new GatsbyInternalChanged(STATS, 'webpack.stats.json namedChunkGroups.app', 'no "app" chunk group (the bundles Gatsby puts on every page)');
  }
  const appScripts = scriptsOf(appGroup);

  return (page) => {
    const dataDir = page === 'index.html' ? 'index' : page.endsWith('/index.html') ? page.slice(0, -'/index.html'.length) : page;
    const pageData = `/page-data/${dataDir}/page-data.json`;
    if (!fs.existsSync(path.join(publishDir, pageData)))
      throw new GatsbyInternalChanged(page, 'page-data.json location', `Gatsby wrote no page data at ${pageData}`);
    const { componentChunkName, staticQueryHashes } = readJson<{ componentChunkName?: string; staticQueryHashes?: string[] }>(pageData);
    const group = componentChunkName ? chunkGroups[componentChunkName] : undefined;
    if (!group?.assets || !staticQueryHashes) {
      throw new GatsbyInternalChanged(
        page,
        'page-data.json componentChunkName / staticQueryHashes, webpack.stats.json namedChunkGroups',
        `${pageData} names no template chunk group found in ${STATS}, or no staticQueryHashes`,
      );
    }
    return {
      scripts: [...new Set([...appScripts, ...scriptsOf(group)])],
      data: [pageData, '/page-data/app-data.json', ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`)],
    };
  };
};
