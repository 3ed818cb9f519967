import { indexablePaths, isNotFoundPath } from './indexing';
import { robotsTxt, sitemapXml } from './sitemap';

describe('indexablePaths', () => {
  const built = ['/', '/about/', '/auth/', '/404/', '/404.html', '/dev-404-page/', '/press/', '/press/vodex/', '/press/draft-one/', '/about/'];

  it('keeps every page except the sign-in page, the 404 page and drafts, sorted and once each', () => {
    expect(indexablePaths(built, ['/press/draft-one/'])).toEqual(['/', '/about/', '/press/', '/press/vodex/']);
  });

  it('recognises every form of the 404 page and nothing else', () => {
    expect(['/404/', '/404.html', '/404', '/dev-404-page/'].every(isNotFoundPath)).toBe(true);
    expect(['/', '/press/404-report/', '/4040/'].some(isNotFoundPath)).toBe(false);
  });
});

describe('sitemapXml', () => {
  it('lists each page by its absolute canonical URL, trailing slash kept', () => {
    expect(sitemapXml('https://aurelion.example', ['/', '/solutions/healthcare/'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://aurelion.example/</loc></url>',
        '  <url><loc>https://aurelion.example/solutions/healthcare/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml('https://aurelion.example', ['/contact/?demo=true&x=1'])).toContain('<loc>https://aurelion.example/contact/?demo=true&amp;x=1</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap by absolute URL', () => {
    const text = robotsTxt('https://aurelion.example');
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toMatch(/^Sitemap: https:\/\/aurelion\.example\/sitemap\.xml$/m);
    expect(text).not.toMatch(/Disallow: \//);
  });
});
