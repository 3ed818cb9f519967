import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { buildIndex } from '../../src/lib/search/engine';
import { SEARCH_INDEX_PATH, SEARCH_UI_PATH, type SearchIndexFile, type SearchLabels } from '../../src/lib/search/index-file';
import { type SynonymGroup, synonymGroupProblem } from '../../src/lib/search/synonyms';
import { searchDocumentOf, type SectionLink, sectionOf } from '../lib/search-documents';

export interface SearchContent {
  labels: SearchLabels;
  homeSection: string;
  otherSection: string;
  synonyms: SynonymGroup[];
}

const SEARCH_FILE = 'content/site/search.yaml';
const UI_ENTRY = path.join(__dirname, '../../src/browser/search/ui.ts');

const gzipKb = (bytes: Buffer | string) => (gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1);

/** Fails the build on a synonym group search cannot use, naming the file and the group. */
export const checkSynonyms = (groups: readonly SynonymGroup[]): void => {
  const problems = groups.flatMap((group, index) => {
    const problem = synonymGroupProblem(group);
    return problem ? [`${SEARCH_FILE}: synonyms[${index}].terms ${problem}`] : [];
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
};

/**
 * Writes the site search's two files into the publish folder: the index of every page a visitor
 * of the production site can reach (`paths`: the sitemap's pages, so noindex pages, drafts and any
 * entry the sitemap leaves out stay out of search too), and the search's browser bundle, with the
 * labels of content/site/search.yaml written in. Neither is referenced by any page's HTML: the
 * header script fetches the bundle when a visitor opens search.
 */
export const writeSearchFiles = (publishDir: string, paths: readonly string[], sectionLinks: readonly SectionLink[], content: SearchContent): string => {
  checkSynonyms(content.synonyms);
  const documents = paths.map((pagePath) =>
    searchDocumentOf(
      fs.readFileSync(path.join(publishDir, pagePath, 'index.html'), 'utf8'),
      pagePath,
      sectionOf(pagePath, sectionLinks, { home: content.homeSection, other: content.otherSection }),
    ),
  );
  const file: SearchIndexFile = { synonyms: content.synonyms, index: buildIndex(documents).toJSON() };
  const indexJson = JSON.stringify(file);
  fs.mkdirSync(path.join(publishDir, path.dirname(SEARCH_INDEX_PATH)), { recursive: true });
  fs.writeFileSync(path.join(publishDir, SEARCH_INDEX_PATH), indexJson);
  const ui = buildSync({
    entryPoints: [UI_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2017',
    write: false,
    define: { SEARCH_LABELS: JSON.stringify(content.labels) },
  }).outputFiles[0].contents;
  fs.writeFileSync(path.join(publishDir, SEARCH_UI_PATH), ui);
  return `Search: ${documents.length} pages indexed; ${SEARCH_INDEX_PATH} ${gzipKb(indexJson)} KB and ${SEARCH_UI_PATH} ${gzipKb(Buffer.from(ui))} KB gzip, fetched when a visitor opens search`;
};
