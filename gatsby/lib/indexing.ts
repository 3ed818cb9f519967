import { enumLabel } from '../../src/lib/enum-labels';
import { routes } from '../../src/lib/routes';

/**
 * Which pages search engines may index: the one rule the sitemap (gatsby-plugin-sitemap), site
 * search and llms.txt share. Pages with `<meta name="robots" content="noindex">` stay out: the
 * sign-in screen, the forms' thank-you page, the search page, the 404 page and draft press
 * releases. A retired entry makes no page, so it is never among the built pages.
 */
export const NOINDEX_PATHS: readonly string[] = [routes.auth, routes.thankYou, routes.search];

/** Gatsby's 404 page, written as /404/ and /404.html (and /dev-404-page/ in development). */
export const isNotFoundPath = (path: string): boolean => /^\/(404|dev-404-page)(\/|\.html)?$/.test(path);

/** Every built page except noindex ones, sorted and without duplicates. */
export const indexablePaths = (pagePaths: readonly string[], draftPaths: readonly string[]): string[] => {
  const excluded = new Set([...NOINDEX_PATHS, ...draftPaths]);
  return [...new Set(pagePaths)].filter((path) => !isNotFoundPath(path) && !excluded.has(path)).sort();
};

/** What the indexable pages are decided from, as INDEXING_QUERY reads it. */
export interface IndexingData {
  readonly allSitePage: { readonly nodes: ReadonlyArray<{ readonly path: string }> };
  /** status is the GraphQL enum value PUBLISHED or DRAFT. */
  readonly allPressRelease: { readonly nodes: ReadonlyArray<{ readonly slug: string; readonly status: string }> };
}

/** The fields of IndexingData, and the site's address (siteMetadata.siteUrl) that the sitemap plugin reads. */
export const INDEXING_QUERY = `
  query SitemapPages {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
      }
    }
    allPressRelease {
      nodes {
        slug
        status
      }
    }
  }
`;

/** The indexable pages of a build, from the query result of INDEXING_QUERY (or any query holding its fields). */
export const indexablePagesOf = (data: IndexingData): string[] =>
  indexablePaths(
    data.allSitePage.nodes.map((page) => page.path),
    data.allPressRelease.nodes.filter((release) => enumLabel('PressStatus', release.status) === 'draft').map((release) => routes.pressRelease(release.slug)),
  );
