import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gatsbyPageFiles, pagePath } from '../../gatsby/post-build/built-pages';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'gatsby-browser.tsx', 'tsconfig.json', 'package.json', 'gatsby', 'src', 'static'];
const ORIGIN = 'https://www.aurelion-ai.com';
const PLACEHOLDER = 'aurelion.example';

/** Every built page of a publish folder but the CMS page, as [page path, html]. */
const builtPages = (publicDir: string): Array<[string, string]> =>
  gatsbyPageFiles(publicDir)
    .filter((file) => file.endsWith(`${path.sep}index.html`))
    .map((file) => [pagePath(publicDir, file), fs.readFileSync(file, 'utf8')]);

const attribute = (html: string, pattern: RegExp): string | undefined => html.match(pattern)?.[1];

/**
 * Real `gatsby build`s in a scratch copy of the site (the repository's .cache and public/ stay
 * untouched), over the real content, in the build environments Netlify gives each context.
 */
describe('the site address of a build', () => {
  let scratch: string;
  const gatsbyBuild = (env: NodeJS.ProcessEnv) => {
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: scratch,
      env: {
        ...process.env,
        URL: '',
        CONTEXT: '',
        DEPLOY_PRIME_URL: '',
        CONTENT_DIR: path.join(ROOT, 'content'),
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
        ...env,
      },
      encoding: 'utf8',
      timeout: 240_000,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-origin-build-'));
    for (const name of SITE_FILES) fs.cpSync(path.join(ROOT, name), path.join(scratch, name), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  describe('in production with only the placeholder address of company.yaml', () => {
    it('fails before building anything, naming the variable to set', () => {
      const { status, output } = gatsbyBuild({ CONTEXT: 'production' });
      expect(status).not.toBe(0);
      expect(output).toContain(`https://${PLACEHOLDER}`);
      expect(output).toContain('URL environment variable');
      expect(output).toContain('siteUrl in content/site/company.yaml');
      expect(fs.existsSync(path.join(scratch, 'public/index.html'))).toBe(false);
    }, 120_000);
  });

  describe(`as a deploy preview with URL=${ORIGIN}`, () => {
    let pages: Array<[string, string]>;
    const publicFile = (name: string) => fs.readFileSync(path.join(scratch, 'public', name), 'utf8');

    beforeAll(() => {
      const env = { URL: ORIGIN, CONTEXT: 'deploy-preview', DEPLOY_PRIME_URL: 'https://deploy-preview-7--aurelion.netlify.app' };
      const build = gatsbyBuild(env);
      if (build.status !== 0) throw new Error(`gatsby build failed:\n${build.output.slice(-3000)}`);
      pages = builtPages(path.join(scratch, 'public'));
    }, 300_000);

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

    it('lists every sitemap entry, the robots.txt Sitemap line, the feed and llms.txt under URL', () => {
      const locs = [...publicFile('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs.length).toBeGreaterThan(40);
      for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(publicFile('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(publicFile('rss.xml')).toContain(`<link>${ORIGIN}/press/</link>`);
      expect(publicFile('llms.txt')).toContain(`](${ORIGIN}/contact/)`);
    });

    it('leaves no address on the placeholder origin anywhere (e-mail addresses are content, not the origin)', () => {
      const placeholderUrl = new RegExp(`//${PLACEHOLDER.replace('.', '\\.')}`);
      for (const [pagePath, html] of pages) expect({ pagePath, trace: placeholderUrl.test(html) }).toEqual({ pagePath, trace: false });
      for (const file of ['sitemap.xml', 'robots.txt', 'rss.xml', 'llms.txt'])
        expect({ file, trace: placeholderUrl.test(publicFile(file)) }).toEqual({ file, trace: false });
      expect(pages.some(([, html]) => html.includes(`"@id":"${ORIGIN}/#organization"`))).toBe(true);
    });

    it('answers noindex on every path of the preview', () => {
      expect(publicFile('_headers')).toContain('\n/*\n  X-Robots-Tag: noindex\n');
    });
  });
});
