import { routes } from '../../src/lib/routes';

/**
 * Which pages search engines may index. Pages with `<meta name="robots" content="noindex">` stay
 * out of the sitemap (and out of site search): the sign-in screen, the forms' thank-you page, the
 * search page, the 404 page and draft press releases.
 */
export const NOINDEX_PATHS: readonly string[] = [routes.auth, routes.thankYou, routes.search];

/** Gatsby's 404 page, written as /404/ and /404.html (and /dev-404-page/ in development). */
export const isNotFoundPath = (path: string): boolean => /^\/(404|dev-404-page)(\/|\.html)?$/.test(path);

/** The sitemap's pages: every built page except noindex ones, sorted and without duplicates. */
export const indexablePaths = (pagePaths: readonly string[], draftPaths: readonly string[]): string[] => {
  const excluded = new Set([...NOINDEX_PATHS, ...draftPaths]);
  return [...new Set(pagePaths)].filter((path) => !isNotFoundPath(path) && !excluded.has(path)).sort();
};
