import { absoluteUrl } from '../../src/lib/seo-urls';

/** gatsby-plugin-sitemap's index (the plugin fixes the name), which names its sitemap-0.xml, sitemap-1.xml, … */
export const SITEMAP_INDEX = '/sitemap-index.xml';

/** The sitemap's address before gatsby-plugin-sitemap: it answers a permanent redirect to SITEMAP_INDEX. */
export const FORMER_SITEMAP = '/sitemap.xml';

/**
 * robots.txt: everything may be crawled (noindex pages must be crawlable for crawlers to read
 * their noindex), and the sitemap is named by absolute URL as the protocol requires.
 */
export const robotsTxt = (siteUrl: string): string => ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX)}`, ''].join('\n');
