import { absoluteUrl, seoFiles } from '../../src/lib/seo-urls';
import { escapeXml } from './xml';

/**
 * sitemap.xml (sitemaps.org 0.9) listing each page by its canonical URL, from the page list the
 * build has already filtered (noindex drafts out). Not gatsby-plugin-sitemap: it writes
 * sitemap-index.xml and sitemap-0.xml instead of the /sitemap.xml that robots.txt and search
 * consoles name, and adds a <link> to every page's head.
 */
export const sitemapXml = (siteUrl: string, paths: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * robots.txt: everything may be crawled (noindex pages must be crawlable for crawlers to read
 * their noindex), and the sitemap is named by absolute URL as the protocol requires.
 */
export const robotsTxt = (siteUrl: string): string => ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, seoFiles.sitemap)}`, ''].join('\n');
