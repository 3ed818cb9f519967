import { pressFeedChannel, pressFeedItems } from './press-feed';

const data = (releases: Array<{ slug: string; title: string; status: string; date: string | null; excerpt: string }>) => ({
  site: { siteMetadata: { siteUrl: 'https://aurelion.example' } },
  company: { name: 'Aurelion AI' },
  allPressRelease: { nodes: releases },
});
const releases = data([
  { slug: 'draft-one', title: 'Draft <one>', status: 'DRAFT', date: null, excerpt: 'Not yet.' },
  { slug: 'older', title: 'Older news', status: 'PUBLISHED', date: '2024-03-01', excerpt: 'Old.' },
  { slug: 'vodex-partnership', title: 'Aurelion AI & Vodex', status: 'PUBLISHED', date: '2025-07-29', excerpt: 'Voice "AI" agents.' },
]);

it('has one item per published release, newest first, at its absolute address, dated midnight UTC; no draft', () => {
  expect(pressFeedItems(releases)).toEqual([
    { title: 'Aurelion AI & Vodex', description: 'Voice "AI" agents.', url: 'https://aurelion.example/press/vodex-partnership/', date: '2025-07-29T00:00:00Z' },
    { title: 'Older news', description: 'Old.', url: 'https://aurelion.example/press/older/', date: '2024-03-01T00:00:00Z' },
  ]);
});

it('links the channel to the press page and to itself, dated by its newest release', () => {
  expect(pressFeedChannel(releases)).toMatchObject({
    title: 'Aurelion AI press releases',
    site_url: 'https://aurelion.example/press/',
    feed_url: 'https://aurelion.example/rss.xml',
    pubDate: '2025-07-29T00:00:00Z',
  });
});

it('is an undated channel with no item when nothing is published', () => {
  const onlyDrafts = data([{ slug: 'draft-one', title: 'Draft', status: 'DRAFT', date: null, excerpt: 'Not yet.' }]);
  expect(pressFeedItems(onlyDrafts)).toEqual([]);
  expect(pressFeedChannel(onlyDrafts)).not.toHaveProperty('pubDate');
});
