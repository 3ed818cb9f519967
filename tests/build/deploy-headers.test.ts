import fs from 'node:fs';
import path from 'node:path';
import { pagePathsFor } from '../../gatsby/lib/headers-file';
import { CMS_PAGE_FILE } from '../../gatsby/cms/cms-config';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { contentDir } from '../../gatsby/content-dir';
import { readFactTable } from '../../gatsby/lib/fact-table';
import { entryRedirects } from '../../gatsby/lib/entry-redirects';
import {
  type HeaderRule,
  type ServedHeader,
  cacheControlOf,
  doubledHeaders,
  mixedCaseNames,
  readHeaderRules,
  servedHeaders,
} from '../../scripts/lib/netlify-headers';

/**
 * The headers a Netlify deploy serves for every file of the adapter-built public/ (after
 * `npm run build`), computed from netlify.toml and public/_headers with Netlify's matching:
 * `netlify dev` answers every request with max-age=0, so caching can only be checked this way.
 */
const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const headersText = fs.readFileSync(path.join(PUBLIC, '_headers'), 'utf8');

// Webpack names bundles <name>-<20 hex>.js/.css; /static/ holds files named by their content hash.
const HASHED_BUNDLE = /^[^/]+-[0-9a-f]{20}\.(?:js|css)$/;

/**
 * This build's bundles, from Gatsby's webpack.stats.json. public/ also keeps the bundles of
 * earlier builds (Netlify restores it from cache, so old pages can still load their chunks);
 * those are no rule's concern and get Netlify's default. Fails loudly if the file changes shape.
 */
const currentBundles = (): Set<string> => {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName?: Record<string, string[]> };
  const names = Object.values(stats.assetsByChunkName ?? {}).flat();
  if (names.length === 0) throw new Error('public/webpack.stats.json lists no assetsByChunkName: Gatsby changed its output, update this test');
  return new Set(names);
};
const bundles = currentBundles();

const allFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [path.relative(PUBLIC, full).split(path.sep).join('/')];
  });
const files = allFiles(PUBLIC).filter((file) => file !== '_headers' && file !== '_redirects');
const isPage = (file: string) => file.endsWith('.html') && !/^(?:page-data|static|_gatsby|~partytown)\//.test(file);
const requestPaths = (file: string) => (isPage(file) ? pagePathsFor(file) : [`/${file}`]);

let rules: HeaderRule[] = [];
/** Every request path with the headers it is served with. */
let served: Array<{ file: string; requestPath: string; headers: Map<string, ServedHeader> }> = [];
beforeAll(async () => {
  rules = await readHeaderRules({ netlifyToml: path.join(ROOT, 'netlify.toml'), headersFiles: [path.join(PUBLIC, '_headers')] });
  served = files.flatMap((file) => requestPaths(file).map((requestPath) => ({ file, requestPath, headers: servedHeaders(rules, requestPath) })));
});
const valueOf = (headers: Map<string, ServedHeader>, name: string) => headers.get(name)?.value;
const failures = (check: (entry: (typeof served)[number]) => string | undefined) =>
  served.map((entry) => check(entry)).filter((problem): problem is string => problem !== undefined);

describe('headers of the adapter-built site as Netlify serves them', () => {
  it('is a build with Gatsby’s Netlify adapter: its block in _headers, with immutable bundles', () => {
    expect(headersText).toMatch(/# gatsby-adapter-netlify start\n[\s\S]*# gatsby-adapter-netlify end/);
    expect(files.filter(isPage).length).toBeGreaterThan(10);
    expect([...bundles].every((file) => HASHED_BUNDLE.test(file))).toBe(true);
    expect(bundles.size).toBeGreaterThan(5);
  });

  it('sets no header twice on any path, in any letter case', () => {
    expect(failures(({ requestPath, headers }) => doubledHeaders(headers).map((problem) => `${requestPath}: ${problem}`)[0])).toEqual([]);
  });

  it('spells each header name one way in all rules (netlify build warns otherwise)', () => {
    expect(mixedCaseNames(rules)).toEqual([]);
  });

  it('sends the security headers once on every path, and no X-XSS-Protection other than 0', () => {
    const expected: Record<string, string> = {
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    };
    expect(
      failures(({ requestPath, headers }) => {
        const wrong = Object.entries(expected).filter(([name, value]) => valueOf(headers, name) !== value);
        const xss = valueOf(headers, 'x-xss-protection');
        if (xss !== undefined && xss !== '0') return `${requestPath}: X-XSS-Protection ${xss}`;
        return wrong.length > 0 ? `${requestPath}: ${wrong.map(([name]) => `${name}=${valueOf(headers, name)}`).join(', ')}` : undefined;
      }),
    ).toEqual([]);
  });

  it('gives every page exactly one CSP, revalidated caching and its opener policy', () => {
    const pages = served.filter(({ file }) => isPage(file));
    expect(pages.length).toBeGreaterThan(20);
    const problems = pages.flatMap(({ file, requestPath, headers }) => {
      const csp = headers.get('content-security-policy');
      const opener = file === CMS_PAGE_FILE ? 'same-origin-allow-popups' : 'same-origin';
      return [
        csp?.setBy.length !== 1 || csp.value.includes(',') ? `${requestPath}: ${csp?.setBy.length ?? 0} CSPs` : '',
        cacheControlOf(headers) !== 'public, max-age=0, must-revalidate' ? `${requestPath}: Cache-Control ${cacheControlOf(headers)}` : '',
        valueOf(headers, 'cross-origin-opener-policy') !== opener ? `${requestPath}: COOP ${valueOf(headers, 'cross-origin-opener-policy')}` : '',
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('caches hashed bundles and /static/ files for a year as immutable, never with max-age=0', () => {
    const hashed = served.filter(({ file }) => bundles.has(file) || file.startsWith('static/'));
    expect(hashed.length).toBeGreaterThan(20);
    expect(
      hashed
        .filter(({ headers }) => cacheControlOf(headers) !== 'public, max-age=31536000, immutable')
        .map(({ requestPath, headers }) => `${requestPath}: ${cacheControlOf(headers)}`),
    ).toEqual([]);
  });

  it('revalidates page data and every file whose name carries no hash', () => {
    const unhashed = served.filter(({ file }) => !HASHED_BUNDLE.test(file) && !file.startsWith('static/') && !/\.(?:map|LICENSE\.txt)$/.test(file));
    expect(unhashed.some(({ file }) => file.startsWith('page-data/'))).toBe(true);
    expect(
      unhashed
        .filter(({ headers }) => !/max-age=0\b.*must-revalidate/.test(cacheControlOf(headers)))
        .map(({ requestPath, headers }) => `${requestPath}: ${cacheControlOf(headers)}`),
    ).toEqual([]);
  });
});

/** A rule as Netlify's parser gives it (the fields this check reads). */
type RedirectRule = { from?: string; path?: string; to: string; status?: number };

/** Whether a rule's path answers a request path: Netlify ignores a trailing slash, and `/*` matches what is below. */
const answers = (rulePath: string, requestPath: string) => {
  const bare = (text: string) => text.replace(/\/+$/, '');
  return rulePath.endsWith('/*') ? requestPath.startsWith(rulePath.slice(0, -1)) : bare(rulePath) === bare(requestPath);
};

/**
 * `npm run check:deploy` runs this file on the public/ that `netlify build --offline` wrote; the
 * adapter writes the retired entries' redirects into public/_redirects there. Read as Netlify reads
 * them (its own parser, _redirects before netlify.toml, the first rule that matches answers).
 * Retired entries come from the content the build read (CONTENT_DIR or content/).
 */
describe('redirects of the adapter-built site as Netlify reads them', () => {
  it("parse without an error, and answer each retired entry's address with a 301 to its section, and each former address of an entry with a 301 to where it is now", async () => {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [path.join(PUBLIC, '_redirects')],
      netlifyConfigPath: path.join(ROOT, 'netlify.toml'),
      configRedirects: [],
      minimal: false,
    });
    expect(errors.map(String)).toEqual([]);
    const rules = redirects as RedirectRule[];
    const retired = entryRedirects(readFactTable(contentDir, 'https://deploy.invalid'));
    const answered = retired.map(({ from }) => {
      const rule = rules.find((candidate) => answers(candidate.from ?? candidate.path ?? '', from));
      return { from, to: rule?.to, status: rule?.status };
    });
    expect(answered).toEqual(retired.map(({ from, to }) => ({ from, to, status: 301 })));
  });
});
