import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NETLIFY_DEFAULT_CACHE_CONTROL,
  type HeaderRule,
  cacheControlOf,
  doubledHeaders,
  mixedCaseNames,
  readHeaderRules,
  servedHeaders,
} from '../../scripts/lib/netlify-headers';

/** Netlify's header rules (read by its own parser), on the examples of its "Custom headers" documentation. */

// The _headers example of Netlify's documentation: two paths, and a multi-value header.
const DOCUMENTED_HEADERS_FILE = `# a path:
/templates/index.html
  # headers for that path:
  X-Frame-Options: DENY
  X-XSS-Protection: 1; mode=block
# another path:
/templates/index2.html
  # headers for that path:
  X-Frame-Options: SAMEORIGIN
/*
  cache-control: max-age=0
  cache-control: no-cache
  cache-control: no-store
  cache-control: must-revalidate
`;

const DOCUMENTED_TOML = `
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    Basic-Auth = "someuser:somepassword anotheruser:anotherpassword"

[[headers]]
  for = "/:lang/about"
  [headers.values]
    X-Localized = "yes"
`;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-headers-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let written = 0;
/** The file's path, written into the scratch folder under the name Netlify reads (the name is the rules' source). */
const fileWith = (name: string, text: string): string => {
  const dir = path.join(scratch, String((written += 1)));
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};
const headersFileRules = (text: string) => readHeaderRules({ headersFiles: [fileWith('_headers', text)] });
const tomlRules = (text: string) => readHeaderRules({ netlifyToml: fileWith('netlify.toml', text) });

let matchRules: HeaderRule[] = [];
beforeAll(async () => {
  const patterns = ['/templates/index.html', '/about/', '/about', '/About/', '/*', '/static/*', '/*.js', '/:lang/about'];
  matchRules = await headersFileRules(patterns.map((pattern) => `${pattern}\n  X-Pattern: ${pattern}\n`).join(''));
});
/** Whether the rule written for `pattern` applies to `requestPath`, as Netlify matches it. */
const matches = (pattern: string, requestPath: string) => servedHeaders(matchRules, requestPath).get('x-pattern')?.value.split(', ').includes(pattern) ?? false;

describe('Netlify path matching', () => {
  it('matches an exact path, in any letter case, with or without a trailing slash', () => {
    expect(matches('/templates/index.html', '/templates/index.html')).toBe(true);
    expect(matches('/templates/index.html', '/templates/index2.html')).toBe(false);
    expect(matches('/about/', '/about')).toBe(true);
    expect(matches('/about', '/about/')).toBe(true);
    expect(matches('/About/', '/about/')).toBe(true);
    expect(matches('/about/', '/about/index.html')).toBe(false);
  });

  it('a "/*" splat matches every path, the root and nested files included', () => {
    for (const path of ['/', '/index.html', '/static/abc/pic.png', '/page-data/app-data.json']) expect(matches('/*', path)).toBe(true);
    expect(matches('/static/*', '/static/')).toBe(true);
    expect(matches('/static/*', '/static/a/b/c.png')).toBe(true);
    expect(matches('/static/*', '/static')).toBe(true);
    expect(matches('/static/*', '/page-data/static/x.json')).toBe(false);
  });

  it('a "*" inside a segment matches any characters, across "/"', () => {
    expect(matches('/*.js', '/app-0123.js')).toBe(true);
    expect(matches('/*.js', '/admin/decap-cms-3/decap-cms.js')).toBe(true);
    expect(matches('/*.js', '/app.json')).toBe(false);
  });

  it('a ":placeholder" matches exactly one segment', () => {
    expect(matches('/:lang/about', '/en/about')).toBe(true);
    expect(matches('/:lang/about', '/en/about/')).toBe(true);
    expect(matches('/:lang/about', '/about')).toBe(false);
    expect(matches('/:lang/about', '/en/us/about')).toBe(false);
  });
});

describe('the headers served for a path', () => {
  let rules: HeaderRule[] = [];
  beforeAll(async () => {
    rules = [...(await tomlRules(DOCUMENTED_TOML)), ...(await headersFileRules(DOCUMENTED_HEADERS_FILE))];
  });

  it('reads both files: the documented _headers example is three paths (four lines of one header are one value), the toml two', async () => {
    expect((await headersFileRules(DOCUMENTED_HEADERS_FILE)).map((rule) => [rule.for, Object.keys(rule.values).length])).toEqual([
      ['/templates/index.html', 2],
      ['/templates/index2.html', 1],
      ['/*', 1],
    ]);
    expect((await tomlRules(DOCUMENTED_TOML)).map((rule) => [rule.source, rule.for])).toEqual([
      ['netlify.toml', '/*'],
      ['netlify.toml', '/:lang/about'],
    ]);
  });

  it('applies every matching rule and joins the values of one header', () => {
    const served = servedHeaders(rules, '/templates/index.html');
    expect(served.get('x-frame-options')?.value).toBe('DENY, DENY');
    expect(served.get('cache-control')?.value).toBe('max-age=0, no-cache, no-store, must-revalidate');
    expect(served.get('x-xss-protection')?.value).toBe('1; mode=block');
    expect(servedHeaders(rules, '/en/about/').get('x-localized')?.value).toBe('yes');
    expect(servedHeaders(rules, '/about/').has('x-localized')).toBe(false);
  });

  it('reports a header set by two rules, and one written in two letter cases', async () => {
    const problems = doubledHeaders(servedHeaders(rules, '/templates/index2.html'));
    expect(problems.find((problem) => problem.startsWith('x-frame-options'))).toContain('"DENY, SAMEORIGIN"');
    // Repeated lines under one path are Netlify's documented way to write a multi-value header: one rule, one header.
    expect(problems.find((problem) => problem.startsWith('cache-control'))).toBeUndefined();
    const cased = servedHeaders(
      [
        ...(await tomlRules('[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Content-Type-Options = "nosniff"\n')),
        ...(await headersFileRules('/*\n  x-content-type-options: nosniff\n')),
      ],
      '/',
    );
    expect(doubledHeaders(cased)).toEqual([
      'x-content-type-options set 2 times (netlify.toml /*: X-Content-Type-Options; _headers /*: x-content-type-options): "nosniff, nosniff"',
    ]);
    expect(doubledHeaders(servedHeaders(await headersFileRules('/*\n  A: 1\n'), '/'))).toEqual([]);
  });

  it('finds a name written in two letter cases on any two rules, as netlify build warns', async () => {
    expect(mixedCaseNames(rules)).toEqual([]);
    const other = await headersFileRules('/static/*\n  cache-control: public, max-age=31536000, immutable\n/page-data/*\n  Cache-Control: no-cache\n');
    expect(mixedCaseNames(other)).toEqual([['cache-control', 'Cache-Control']]);
  });

  it('falls back to Netlify’s default Cache-Control when no rule sets one', async () => {
    expect(cacheControlOf(servedHeaders(await tomlRules(DOCUMENTED_TOML), '/x.png'))).toBe(NETLIFY_DEFAULT_CACHE_CONTROL);
  });

  it('refuses a file Netlify would not read, naming the line', async () => {
    await expect(headersFileRules('  X-Frame-Options: DENY\n')).rejects.toThrow('Path should come before header "X-Frame-Options"');
    await expect(headersFileRules('/*\n  X-Frame-Options:\n')).rejects.toThrow('line 2');
    await expect(tomlRules('[[headers]]\n  [headers.values]\n    A = "1"\n')).rejects.toThrow('Missing "for" field');
  });
});
