import { publishedReleases, rfc822Date, rssXml } from './rss';

const releases = [
  { slug: 'draft-one', title: 'Draft <one>', status: 'DRAFT', date: null, excerpt: 'Not yet.' },
  { slug: 'older', title: 'Older news', status: 'PUBLISHED', date: '2024-03-01', excerpt: 'Old.' },
  { slug: 'vodex-partnership', title: 'Aurelion AI & Vodex', status: 'PUBLISHED', date: '2025-07-29', excerpt: 'Voice "AI" agents.' },
];
const site = { name: 'Aurelion AI', siteUrl: 'https://aurelion.example' };

it('publishedReleases drops drafts and sorts newest first', () => {
  expect(publishedReleases(releases).map((release) => release.slug)).toEqual(['vodex-partnership', 'older']);
});

it('rfc822Date formats a content date as RSS expects, in UTC', () => {
  expect(rfc822Date('2025-07-29')).toBe('Tue, 29 Jul 2025 00:00:00 GMT');
});

describe('rssXml', () => {
  const xml = rssXml(site, releases);

  it('is an RSS 2.0 channel pointing at the press page and at itself', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Aurelion AI press releases</title>');
    expect(xml).toContain('<link>https://aurelion.example/press/</link>');
    expect(xml).toContain('<atom:link href="https://aurelion.example/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Tue, 29 Jul 2025 00:00:00 GMT</lastBuildDate>');
  });

  it('has one escaped item per published release, with permalink guid and date', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<title>Aurelion AI &amp; Vodex</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://aurelion.example/press/vodex-partnership/</guid>');
    expect(xml).toContain('<description>Voice &quot;AI&quot; agents.</description>');
    expect(xml).not.toContain('draft-one');
  });

  it('is a valid empty channel when nothing is published', () => {
    const empty = rssXml(site, [releases[0]]);
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty).toContain('</channel>\n</rss>');
  });
});
