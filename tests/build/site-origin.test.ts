import fs from 'node:fs';
import path from 'node:path';
import { gatsbyPageFiles, pagePath } from '../../gatsby/lib/built-pages';
import { ROOT, gatsbyBuild, scratchSite } from '../../support/scratch-site';
import { OWNER, PREVIEW_URL, ownerBuild } from '../../support/owner-build';
import { sitemapUrls } from '../../support/sitemap';

const ORIGIN = OWNER.siteUrl;
const PLACEHOLDER = 'aurelion.example';

/** Every built page of a publish folder but the CMS page, as [page path, html]. */
const builtPages = (publicDir: string): Array<[string, string]> =>
  gatsbyPageFiles(publicDir)
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map((file) => [pagePath(publicDir, file), fs.readFileSync(file, 'utf8')]);

const attribute = (html: string, pattern: RegExp): string | undefined => html.match(pattern)?.[1];

/**
 * Real `gatsby build`s in scratch copies of the site (the repository's .cache and public/ stay
 * untouched), over the real content, in the build environments Netlify gives each context.
 */
describe('the site address of a build', () => {
  describe('in production with only the placeholder address of company.yaml', () => {
    it('fails before building anything, naming the variable to set', () => {
      const scratch = scratchSite('site-origin-build');
      const { status, output } = gatsbyBuild(scratch, { CONTENT_DIR: path.join(ROOT, 'content'), CONTEXT: 'production' }, 240_000);
      expect(status).not.toBe(0);
      expect(output).toContain(`https://${PLACEHOLDER}`);
      expect(output).toContain('URL environment variable');
      expect(output).toContain('siteUrl in content/site/company.yaml');
      expect(fs.existsSync(path.join(scratch, 'public/index.html'))).toBe(false);
      fs.rmSync(scratch, { recursive: true, force: true });
    }, 240_000);
  });

  describe(`as a deploy preview (${PREVIEW_URL}) with URL=${ORIGIN}`, () => {
    let pages: Array<[string, string]>;
    let publicDir: string;
    const publicFile = (name: string) => fs.readFileSync(path.join(publicDir, name), 'utf8');

    beforeAll(async () => {
      ({ publicDir } = await ownerBuild());
      pages = builtPages(publicDir);
    }, 660_000);

    it('points every canonical link and og:url at URL (the production address), not at the preview', () => {
      expect(pages.length).toBeGreaterThan(40);
      for (const [pagePath, html] of pages) {
        expect({ pagePath, canonical: attribute(html, /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/) }).toEqual({
          pagePath,
          canonical: `${ORIGIN}${pagePath}`,
        });
        expect({ pagePath, ogUrl: attribute(html, /<meta[^>]*property="og:url"[^>]*content="([^"]*)"/) }).toEqual({ pagePath, ogUrl: `${ORIGIN}${pagePath}` });
        expect(attribute(html, /<meta[^>]*property="og:image"[^>]*content="([^"]*)"/)).toMatch(new RegExp(`^${ORIGIN}/og/`));
      }
    });

    it('lists every sitemap and sitemap entry, the robots.txt Sitemap line, the feed and llms.txt under URL', async () => {
      const { sitemaps, pages: locs } = await sitemapUrls(publicFile);
      expect(locs.length).toBeGreaterThan(40);
      for (const loc of [...sitemaps, ...locs]) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(publicFile('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap-index.xml`);
      expect(publicFile('rss.xml')).toContain(`<link>${ORIGIN}/press/</link>`);
      expect(publicFile('rss.xml')).toContain(`<atom:link href="${ORIGIN}/rss.xml" rel="self" type="application/rss+xml"/>`);
      expect(publicFile('llms.txt')).toContain(`](${ORIGIN}/contact/)`);
    });

    it('leaves no address on the placeholder origin anywhere (e-mail addresses are content, not the origin)', async () => {
      const placeholderUrl = new RegExp(`//${PLACEHOLDER.replace('.', '\\.')}`);
      for (const [pagePath, html] of pages) expect({ pagePath, trace: placeholderUrl.test(html) }).toEqual({ pagePath, trace: false });
      const { sitemaps } = await sitemapUrls(publicFile);
      for (const file of ['sitemap-index.xml', ...sitemaps.map((url) => new URL(url).pathname), 'robots.txt', 'rss.xml', 'llms.txt'])
        expect({ file, trace: placeholderUrl.test(publicFile(file)) }).toEqual({ file, trace: false });
      expect(pages.some(([, html]) => html.includes(`"@id":"${ORIGIN}/#organization"`))).toBe(true);
    });

    it('answers noindex on every path of the preview', () => {
      expect(publicFile('_headers')).toContain('\n/*\n  X-Robots-Tag: noindex\n');
    });
  });
});
