import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rewritePages as rewrite } from '../lib/rewrite-pages';

const rewritePages = (publishDir: string) =>
  rewrite(publishDir, { iconSprite: '/icons/lucide-sprite.svg', iconSymbolsId: 'icon-symbols', ignorePages: ['admin/index.html'] });

/** A built page as Gatsby 5 writes it: emotion styles in the body, bundle tags at the end. */
const builtPage = (pagePath: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>t</title></head><body>',
    '<div id="___gatsby"><div id="gatsby-focus-wrapper"><style data-emotion="css 1a">.css-1a{color:red}</style><h1 class="css-1a">h</h1></div></div>',
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>`,
    '<script src="/app-0123456789abcdef0123.js" async></script>',
    '</body></html>',
  ].join('');

/** Gatsby's app bundle, as far as the rewrite reads it: the browser build of the installed @emotion/cache, which it carries. */
const appBundle = fs.readFileSync(path.join(path.dirname(require.resolve('@emotion/cache/package.json')), 'dist/emotion-cache.browser.esm.js'), 'utf8');

/**
 * The plugin's page rewrite (run from its onPostBuild) over a publish folder shaped like Gatsby's: the
 * page loads its template's chunks and data with the bundles, after the first paint, and is
 * otherwise as Gatsby and emotion wrote it; the CMS page is left alone.
 */
describe('rewritePages over a fixture build', () => {
  let publishDir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(publishDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publishDir, file), content);
  };
  const read = (file: string) => fs.readFileSync(path.join(publishDir, file), 'utf8');

  beforeEach(() => {
    publishDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewrite-pages-'));
    write(
      'webpack.stats.json',
      JSON.stringify({
        namedChunkGroups: {
          app: { assets: [{ name: 'app-0123456789abcdef0123.js' }] },
          'component---src-pages-about-tsx': { assets: [{ name: 'component---src-pages-about-tsx-0123.js' }, { name: 'about.css' }] },
        },
      }),
    );
    write('app-0123456789abcdef0123.js', appBundle);
    write('component---src-pages-about-tsx-0123.js', 'export {};');
    write('page-data/about/page-data.json', JSON.stringify({ componentChunkName: 'component---src-pages-about-tsx', staticQueryHashes: ['42'] }));
    write('about/index.html', builtPage('/about/'));
    write('admin/index.html', '<html><head></head><body><script src="/admin/decap-cms.js"></script></body></html>');
  });
  afterEach(() => fs.rmSync(publishDir, { recursive: true, force: true }));

  it('loads bundles, template chunks and page data after the first paint, and changes nothing else in the page', () => {
    expect(rewritePages(publishDir)).toBe(1);
    const html = read('about/index.html');
    expect(html).not.toMatch(/<script src=/);
    // The bundle tag is replaced and emotion's style block is in <head>, marked as emotion's cache marks the blocks it has moved; nothing else changes.
    expect(
      html
        .replace(/<script id="bundles-after-paint">.*?<\/script>/, '<script src="/app-0123456789abcdef0123.js" async></script>')
        .replace('<style data-emotion="css 1a" data-s="">.css-1a{color:red}</style></head>', '</head>')
        .replace('<div id="gatsby-focus-wrapper">', '<div id="gatsby-focus-wrapper"><style data-emotion="css 1a">.css-1a{color:red}</style>'),
    ).toBe(builtPage('/about/'));
    const loader = /<script id="bundles-after-paint">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain(JSON.stringify(['/app-0123456789abcdef0123.js', '/component---src-pages-about-tsx-0123.js']));
    expect(loader).toContain(JSON.stringify(['/page-data/about/page-data.json', '/page-data/app-data.json', '/page-data/sq/d/42.json']));
    expect(read('admin/index.html')).toContain('<script src="/admin/decap-cms.js"></script>');
  });

  it('leaves a rewritten page as it is on the next build', () => {
    rewritePages(publishDir);
    const once = read('about/index.html');
    rewritePages(publishDir);
    expect(read('about/index.html')).toBe(once);
  });

  // Gatsby rewrites only the pages whose content changed: the others keep the HTML an earlier
  // build rewrote, with that build's loader and icons (and Netlify's build cache restores it).
  it("gives a page kept from an earlier build this build's loader, chunks and icon symbols", () => {
    write('icons/lucide-sprite.svg', '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="i-mail" viewBox="0 0 24 24"><path d="M2 2"/></symbol>\n</svg>\n');
    const keptFromEarlierBuild = builtPage('/about/')
      .replace(
        '<body>',
        '<body><svg xmlns="http://www.w3.org/2000/svg" id="icon-symbols" aria-hidden="true"><symbol id="i-mail" viewBox="0 0 24 24"><path d="M1 1"/></symbol></svg>',
      )
      .replace('<h1 class="css-1a">h</h1>', '<h1 class="css-1a"><svg class="icon"><use href="#i-mail"></use></svg>h</h1>')
      .replace('<script src="/app-0123456789abcdef0123.js" async></script>', '<script id="bundles-after-paint">oldLoader(["/app-old.js"])</script>');
    write('about/index.html', keptFromEarlierBuild);
    rewritePages(publishDir);
    const html = read('about/index.html');
    expect(html).not.toContain('oldLoader');
    expect(html).not.toContain('M1 1');
    expect(html.match(/id="icon-symbols"/g)).toHaveLength(1);
    expect(html).toContain('<symbol id="i-mail" viewBox="0 0 24 24"><path d="M2 2"/></symbol>');
    const loaders = html.match(/<script id="bundles-after-paint">(.*?)<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toContain(JSON.stringify(['/app-0123456789abcdef0123.js', '/component---src-pages-about-tsx-0123.js']));
    expect(loaders[0]).toContain(JSON.stringify(['/page-data/about/page-data.json', '/page-data/app-data.json', '/page-data/sq/d/42.json']));
  });

  describe('stops the build, naming the page and the assumption, when Gatsby changes its output', () => {
    const withPageData = (page: string, data: object) => write(`page-data/${page}/page-data.json`, JSON.stringify(data));
    const aboutData = { componentChunkName: 'component---src-pages-about-tsx', staticQueryHashes: [] };

    it('a page with no bundle tags', () => {
      withPageData('contact', aboutData);
      write('contact/index.html', builtPage('/contact/').replace(/<script src="[^"]+" async><\/script>/, ''));
      expect(() => rewritePages(publishDir)).toThrow(
        /^contact\/index.html: no Gatsby bundle tags.*Gatsby's output changed shape \(the bundle tags of static-entry.js\)/,
      );
    });

    it("a build with no chunk group for Gatsby's own bundles", () => {
      write('webpack.stats.json', JSON.stringify({ namedChunkGroups: { 'component---src-pages-about-tsx': { assets: [] } } }));
      expect(() => rewritePages(publishDir)).toThrow(/^webpack.stats.json: no "app" chunk group.*\(webpack.stats.json namedChunkGroups.app\)/);
    });

    it('a page with no page data, or page data naming no known template chunk', () => {
      write('contact/index.html', builtPage('/contact/'));
      expect(() => rewritePages(publishDir)).toThrow(
        /^contact\/index.html: Gatsby wrote no page data at \/page-data\/contact\/page-data.json.*\(page-data.json location\)/,
      );
      withPageData('contact', { componentChunkName: 'component---renamed', staticQueryHashes: [] });
      expect(() => rewritePages(publishDir)).toThrow(
        /^contact\/index.html: \/page-data\/contact\/page-data.json names no template chunk group.*\(page-data.json componentChunkName/,
      );
    });

    it("a build whose bundles lack emotion's mark, or whose pages have no emotion style block", () => {
      write('app-0123456789abcdef0123.js', appBundle.replace(/data-s\b/g, 'data-ssr'));
      expect(() => rewritePages(publishDir)).toThrow(/^emotion's cache changed its mark: no querySelectorAll\("style\[data-emotion\]:not\(\[data-s\]\)"\)/);
      write('app-0123456789abcdef0123.js', appBundle);
      write('about/index.html', builtPage('/about/').replace(/<style data-emotion="css 1a">/, '<style data-emotion-ssr="css 1a">'));
      expect(() => rewritePages(publishDir)).toThrow(/^1 pages: no <style data-emotion="css …"> block in any page.*\(emotion's server style blocks\)/);
    });
  });

  it("gives a page the symbols of its icons from the build's sprite, and fails naming the page on an icon the sprite lacks", () => {
    write('icons/lucide-sprite.svg', '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="i-mail" viewBox="0 0 24 24"><path d="M1 1"/></symbol>\n</svg>\n');
    write(
      'about/index.html',
      builtPage('/about/').replace('<h1 class="css-1a">h</h1>', '<h1 class="css-1a"><svg class="icon"><use href="#i-mail"></use></svg>h</h1>'),
    );
    rewritePages(publishDir);
    expect(read('about/index.html')).toContain(
      '<body><svg xmlns="http://www.w3.org/2000/svg" id="icon-symbols" aria-hidden="true"><symbol id="i-mail" viewBox="0 0 24 24"><path d="M1 1"/></symbol></svg>',
    );

    write('contact/index.html', builtPage('/contact/').replace('<h1 class="css-1a">h</h1>', '<svg class="icon"><use href="#i-gone"></use></svg>'));
    expect(() => rewritePages(publishDir)).toThrow('contact/index.html: icons missing from the sprite: i-gone');
  });
});
