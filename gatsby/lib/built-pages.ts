import fs from 'node:fs';
import path from 'node:path';
import { CMS_PAGE_FILE } from '../cms/cms-config';

// The one walker over a build's publish folder, shared by the post-build steps, the build and
// end-to-end tests and the audit scripts. Not pages: data, hashed assets, and Gatsby's slice
// fragments (already stitched into the pages).
const SKIPPED_DIRS = new Set(['page-data', 'static', '_gatsby', '~partytown']);

/** A file's path relative to the publish folder, with "/" separators. */
export const relativeFile = (publishDir: string, file: string): string => path.relative(publishDir, file).split(path.sep).join('/');

/** Every .html file under dir, as absolute paths. */
export const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

/** The Gatsby pages among them: every .html file but the CMS page. */
export const gatsbyPageFiles = (dir: string): string[] => htmlFiles(dir).filter((file) => relativeFile(dir, file) !== CMS_PAGE_FILE);

/** The URL path a page file answers at: "index.html" -> "/", "about/index.html" -> "/about/", "404.html" -> "/404.html". */
export const pagePath = (publishDir: string, file: string): string => `/${relativeFile(publishDir, file)}`.replace(/(^|\/)index\.html$/, '$1');

/** "/", "/about/", "/solutions/healthcare/", ... for every page of the site: its index.html pages, 404 pages and the CMS page excluded. */
export const sitePagePaths = (publishDir: string): string[] =>
  gatsbyPageFiles(publishDir)
    .map((file) => pagePath(publishDir, file))
    .filter((page) => page.endsWith('/') && !page.startsWith('/404'))
    .sort();

/**
 * Where Gatsby writes the data of a built page file: "index.html" → page-data/index/page-data.json,
 * "about/index.html" → page-data/about/page-data.json, "404.html" → page-data/404.html/page-data.json.
 */
export const pageDataFileOf = (publishDir: string, pageFile: string): string =>
  path.join(publishDir, 'page-data', relativeFile(publishDir, pageFile).replace(/(^|\/)index\.html$/, '') || 'index', 'page-data.json');

/** The built HTML file of a page path: "/about/" → <publishDir>/about/index.html, "/404.html" → <publishDir>/404.html. */
export const htmlFileOf = (publishDir: string, pagePathname: string): string =>
  path.join(publishDir, pagePathname.endsWith('.html') ? pagePathname : path.join(pagePathname, 'index.html'));
