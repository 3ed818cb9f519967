import { SITEMAP_INDEX } from '../gatsby/lib/robots-txt';

/** Every `<loc>` of a sitemap or sitemap index, unescaped. */
const locsOf = (xml: string): string[] => Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (match) => match[1].replace(/&amp;/g, '&'));

/**
 * What a crawler finds in the sitemap: the index at its address, then every page URL of each sitemap
 * it names. `read` fetches a path of the site (a served build or a publish folder) as text.
 */
export const sitemapUrls = async (read: (sitePath: string) => Promise<string> | string): Promise<{ sitemaps: string[]; pages: string[] }> => {
  const sitemaps = locsOf(await read(SITEMAP_INDEX));
  const pages = await Promise.all(sitemaps.map(async (sitemap) => locsOf(await read(new URL(sitemap).pathname))));
  return { sitemaps, pages: pages.flat() };
};
