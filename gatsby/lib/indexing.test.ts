import { indexablePagesOf, indexablePaths, isNotFoundPath } from './indexing';
import { robotsTxt } from './robots-txt';

describe('indexablePaths', () => {
  const built = ['/', '/about/', '/auth/', '/404/', '/404.html', '/dev-404-page/', '/press/', '/press/vodex/', '/press/draft-one/', '/about/'];

  it('keeps every page except the sign-in page, the 404 page and drafts, sorted and once each', () => {
    expect(indexablePaths(built, ['/press/draft-one/'])).toEqual(['/', '/about/', '/press/', '/press/vodex/']);
  });

  it('recognises every form of the 404 page and nothing else', () => {
    expect(['/404/', '/404.html', '/404', '/dev-404-page/'].every(isNotFoundPath)).toBe(true);
    expect(['/', '/press/404-report/', '/4040/'].some(isNotFoundPath)).toBe(false);
  });

  it('reads the drafts from the press releases of the query result', () => {
    const data = {
      allSitePage: { nodes: built.map((path) => ({ path })) },
      allPressRelease: {
        nodes: [
          { slug: 'vodex', status: 'PUBLISHED' },
          { slug: 'draft-one', status: 'DRAFT' },
        ],
      },
    };
    expect(indexablePagesOf(data)).toEqual(['/', '/about/', '/press/', '/press/vodex/']);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap index by absolute URL', () => {
    const text = robotsTxt('https://aurelion.example');
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toMatch(/^Sitemap: https:\/\/aurelion\.example\/sitemap-index\.xml$/m);
    expect(text).not.toMatch(/Disallow: \//);
  });
});
