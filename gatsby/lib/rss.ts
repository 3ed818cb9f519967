import { enumLabel } from '../../src/lib/enum-labels';
import { absoluteUrl, seoFiles } from '../../src/lib/seo-urls';
import { routes } from '../../src/lib/routes';
import { escapeXml } from './xml';

export interface ReleaseForFeed {
  readonly slug: string;
  readonly title: string;
  /** GraphQL enum value: PUBLISHED or DRAFT. */
  readonly status: string;
  readonly date: string | null;
  readonly excerpt: string;
}

export interface FeedSite {
  readonly name: string;
  readonly siteUrl: string;
}

/** Published releases with a date, newest first: drafts never reach the feed. */
export const publishedReleases = <T extends ReleaseForFeed>(releases: readonly T[]): Array<T & { date: string }> =>
  releases
    .filter((release): release is T & { date: string } => enumLabel('PressStatus', release.status) === 'published' && Boolean(release.date))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** "2025-07-29" → "Tue, 29 Jul 2025 00:00:00 GMT", the RFC 822 date RSS 2.0 asks for. */
export const rfc822Date = (isoDate: string): string => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();

/**
 * RSS 2.0 feed of the published press releases. The feed's date is the newest release's, so two builds
 * of the same content write the same file. Not gatsby-plugin-feed: its rss package stamps
 * lastBuildDate with the build machine's clock.
 */
export const rssXml = (site: FeedSite, releases: readonly ReleaseForFeed[]): string => {
  const items = publishedReleases(releases);
  const url = (path: string) => escapeXml(absoluteUrl(site.siteUrl, path));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} press releases`)}</title>`,
    `    <link>${url(routes.press)}</link>`,
    `    <description>${escapeXml(`Announcements from ${site.name}: partnerships, product launches and company news.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${url(seoFiles.rss)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`    <lastBuildDate>${rfc822Date(items[0].date)}</lastBuildDate>`] : []),
    ...items.flatMap((release) => [
      '    <item>',
      `      <title>${escapeXml(release.title)}</title>`,
      `      <link>${url(routes.pressRelease(release.slug))}</link>`,
      `      <guid isPermaLink="true">${url(routes.pressRelease(release.slug))}</guid>`,
      `      <pubDate>${rfc822Date(release.date)}</pubDate>`,
      `      <description>${escapeXml(release.excerpt)}</description>`,
      '    </item>',
    ]),
    '  </channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
};
