import {
  NETLIFY_DEFAULT_CACHE_CONTROL,
  cacheControlOf,
  doubledHeaders,
  mixedCaseNames,
  parseHeadersFile,
  parseNetlifyTomlHeaders,
  ruleMatches,
  servedHeaders,
} from '../../scripts/lib/netlify-headers';

/** Netlify's header matching, on the examples of its "Custom headers" documentation. */

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

const matches = (pattern: string, path: string) => ruleMatches({ for: pattern }, path);

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
  const rules = [...parseNetlifyTomlHeaders(DOCUMENTED_TOML), ...parseHeadersFile(DOCUMENTED_HEADERS_FILE)];

  it('reads both files: the documented _headers example is four rules, the toml two', () => {
    expect(parseHeadersFile(DOCUMENTED_HEADERS_FILE).map((rule) => [rule.for, rule.values.length])).toEqual([
      ['/templates/index.html', 2],
      ['/templates/index2.html', 1],
      ['/*', 4],
    ]);
    expect(parseNetlifyTomlHeaders(DOCUMENTED_TOML).map((rule) => rule.for)).toEqual(['/*', '/:lang/about']);
  });

  it('applies every matching rule and joins the values of one header', () => {
    const served = servedHeaders(rules, '/templates/index.html');
    expect(served.get('x-frame-options')?.value).toBe('DENY, DENY');
    expect(served.get('cache-control')?.value).toBe('max-age=0, no-cache, no-store, must-revalidate');
    expect(served.get('x-xss-protection')?.value).toBe('1; mode=block');
    expect(servedHeaders(rules, '/en/about/').get('x-localized')?.value).toBe('yes');
    expect(servedHeaders(rules, '/about/').has('x-localized')).toBe(false);
  });

  it('reports a header set twice, and one written in two letter cases', () => {
    const served = servedHeaders(rules, '/templates/index2.html');
    const problems = doubledHeaders(served);
    expect(problems.find((problem) => problem.startsWith('x-frame-options'))).toContain('"DENY, SAMEORIGIN"');
    expect(problems.find((problem) => problem.startsWith('cache-control'))).toBeDefined();
    const cased = servedHeaders(
      [
        { for: '/*', values: [['X-Content-Type-Options', 'nosniff']], source: 'netlify.toml' },
        { for: '/*', values: [['x-content-type-options', 'nosniff']], source: '_headers' },
      ],
      '/',
    );
    expect(doubledHeaders(cased)).toEqual([
      'x-content-type-options set 2 times (netlify.toml /*: X-Content-Type-Options; _headers /*: x-content-type-options): "nosniff, nosniff"',
    ]);
    expect(doubledHeaders(servedHeaders([{ for: '/*', values: [['A', '1']], source: '_headers' }], '/'))).toEqual([]);
  });

  it('finds a name written in two letter cases on any two rules, as netlify build warns', () => {
    expect(mixedCaseNames(rules)).toEqual([]);
    const other = parseHeadersFile('/static/*\n  cache-control: public, max-age=31536000, immutable\n/page-data/*\n  Cache-Control: no-cache\n');
    expect(mixedCaseNames(other)).toEqual([['cache-control', 'Cache-Control']]);
  });

  it('falls back to Netlify’s default Cache-Control when no rule sets one', () => {
    expect(cacheControlOf(servedHeaders(parseNetlifyTomlHeaders(DOCUMENTED_TOML), '/x.png'))).toBe(NETLIFY_DEFAULT_CACHE_CONTROL);
  });

  it('refuses a _headers file Netlify would not read', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow('line 1');
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow('line 2');
  });
});
