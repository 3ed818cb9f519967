import { INDEXING_QUERY, type IndexingData, indexablePagesOf } from './lib/indexing';
import { PRESS_FEED_QUERY, type PressFeedData, SITE_URL_QUERY, pressFeedChannel, pressFeedItems } from './lib/press-feed';
import { seoFiles } from '../src/lib/seo-urls';

/**
 * The sitemap and the press feed, written by Gatsby's own plugins after the build, each absolute URL
 * at the deploy's address (siteMetadata.siteUrl: URL when set, else siteUrl of company.yaml).
 * Neither adds anything to a page: the Head's own feed link (src/components/seo.tsx) stays the one.
 */

/** gatsby-plugin-sitemap: /sitemap-index.xml (SITEMAP_INDEX) and its sitemap-0.xml, … listing the indexable pages only. */
export const sitemapPlugin = {
  resolve: 'gatsby-plugin-sitemap',
  options: {
    query: INDEXING_QUERY,
    resolvePages: (data: IndexingData) => indexablePagesOf(data).map((path) => ({ path })),
    // The address alone: search engines ignore changefreq and priority, and the plugin's defaults would be guesses.
    serialize: ({ path }: { path: string }) => ({ url: path }),
    createLinkInHead: false,
  },
};

/** gatsby-plugin-feed: the RSS 2.0 feed of the published press releases, at its address since the first feed. */
export const feedPlugin = {
  resolve: 'gatsby-plugin-feed',
  options: {
    query: SITE_URL_QUERY,
    setup: ({ query }: { query: PressFeedData }) => pressFeedChannel(query),
    feeds: [
      {
        query: PRESS_FEED_QUERY,
        output: seoFiles.rss,
        serialize: ({ query }: { query: PressFeedData }) => pressFeedItems(query),
        // Required by the plugin for the <link> it would add; `match` below matches no page, so it adds none.
        title: 'Press releases',
        match: '(?!)',
      },
    ],
  },
};
