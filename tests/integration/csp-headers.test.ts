import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminPolicy, buildPolicy, captchaProvidersFromEnv, localBackendOrigin } from '../../gatsby/lib/csp-policies';
import { HEADERS_FILE_MARKER, noindexFromEnv, pagePathsFor, renderHeadersFile } from '../../gatsby/lib/headers-file';
import { crossOriginScriptSources, extractScripts, hashSource, inlineScriptsToHash, scriptHashesOf } from '../../gatsby/lib/page-scripts';
import { writeCspHeaders } from '../../gatsby/build-steps/csp-headers';

/**
 * The hashing step of the build (gatsby/build-steps/csp-headers.ts over gatsby/lib/). The
 * expected hashes were computed apart from this code:
 *   printf '%s' 'document.body.className="ready";' | openssl dgst -sha256 -binary | base64
 */
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, '../fixtures/csp/page.html');
const html = fs.readFileSync(FIXTURE, 'utf8');

const HASH = {
  ready: "'sha256-wodpChSF3M33zLjk4wyiiv90TiK+CHQoC8xsROhv3oU='",
  module: "'sha256-nfp9C5sVSCHnu4WjHHW7WluiIJSLvbH3KP9d5wz7oDw='",
  pagePath: "'sha256-OoUBJcqzjbaXjEJnMbaVHGXc7n+2fGhwWP4KHsFbGb0='",
  upperCase: "'sha256-SMTAmL+E/bR+iWevJAW9kvxUDBft2DVuk5SBqBWqeZE='",
  jsonLd: "'sha256-4zh0huZ3JR2g62VYOR0IG/siTl+EzlDTpCqsLOzmKIU='",
};

const directive = (policy: string, name: string): string | undefined =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

describe('inline script hashing', () => {
  it('hashes a known script to its SHA-256 source', () => {
    expect(hashSource('document.body.className="ready";')).toBe(HASH.ready);
  });

  it('hashes every executable inline script of the fixture page once, in document order', () => {
    expect(scriptHashesOf(html)).toEqual([HASH.ready, HASH.module, HASH.pagePath, HASH.upperCase]);
  });

  it('leaves out data blocks (JSON-LD, application/json): CSP does not apply to them', () => {
    expect(scriptHashesOf(html)).not.toContain(HASH.jsonLd);
    const kinds = extractScripts(html).map((script) => script.kind);
    expect(kinds.filter((kind) => kind === 'data')).toHaveLength(2);
  });

  it('ignores scripts in comments, <noscript>, <textarea> and the text of <title>, and the body of a src script', () => {
    const texts = inlineScriptsToHash(html);
    expect(texts.some((text) => /commentedOut|neverRuns|notAScript/.test(text))).toBe(false);
    expect(
      extractScripts(html)
        .filter((script) => script.external)
        .map((script) => script.attributes.src),
    ).toEqual(['/app-0123456789abcdef0123.js']);
  });

  it('hashes the text as the browser parses it: CRLF becomes LF, surrounding whitespace is kept', () => {
    expect(inlineScriptsToHash('<script>\r\n  a();\r\n</script>')).toEqual(['\n  a();\n']);
    expect(inlineScriptsToHash('<script type="importmap">{"imports":{}}</script><script type="text/plain">x</script>')).toEqual(['{"imports":{}}']);
  });

  it('finds scripts loaded from other origins', () => {
    expect(crossOriginScriptSources(html)).toEqual([]);
    expect(crossOriginScriptSources('<script src="https://cdn.example/x.js"></script><script src="//cdn.example/y.js"></script>')).toEqual([
      'https://cdn.example/x.js',
      '//cdn.example/y.js',
    ]);
  });
});

describe('the page policy', () => {
  const policy = buildPolicy({ scriptHashes: scriptHashesOf(html) });

  it('allows scripts from the site and by hash only', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${HASH.ready} ${HASH.module} ${HASH.pagePath} ${HASH.upperCase}`);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive(policy, 'script-src')).not.toMatch(/'unsafe-inline'|data:|https?:|\*/);
  });

  it('locks down framing, base, forms, plugins and connections', () => {
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('names the captcha provider only when its site key is set at build time', () => {
    expect(captchaProvidersFromEnv({})).toEqual([]);
    expect(captchaProvidersFromEnv({ GATSBY_TURNSTILE_SITE_KEY: ' ' })).toEqual([]);
    const captcha = captchaProvidersFromEnv({ GATSBY_TURNSTILE_SITE_KEY: '0x4AAA' });
    expect(captcha).toEqual(['turnstile']);
    const withTurnstile = buildPolicy({ scriptHashes: [HASH.ready], captcha });
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(withTurnstile, name)).toContain('https://challenges.cloudflare.com');
    }
    expect(policy).not.toContain('cloudflare');
    expect(directive(buildPolicy({ scriptHashes: [], captcha: ['recaptcha'] }), 'script-src')).toContain('https://www.gstatic.com/recaptcha/');
  });
});

describe('the CMS page policy', () => {
  const admin = buildAdminPolicy({ scriptHashes: [HASH.ready], localBackend: 'http://localhost:8381' });

  it('lets Decap compile its config schema and reach GitHub and the local backend', () => {
    expect(directive(admin, 'script-src')).toBe(`script-src 'self' ${HASH.ready} 'unsafe-eval' 'wasm-unsafe-eval'`);
    expect(directive(admin, 'connect-src')).toBe("connect-src 'self' blob: https://api.github.com http://localhost:8381");
    expect(directive(admin, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(buildAdminPolicy({ scriptHashes: [] }), 'connect-src')).toBe("connect-src 'self' blob: https://api.github.com");
  });

  it('with Git Gateway, reaches no origin but its own (Identity and Git Gateway answer on the site)', () => {
    const gateway = buildAdminPolicy({ scriptHashes: [], backend: 'git-gateway' });
    expect(directive(gateway, 'connect-src')).toBe("connect-src 'self' blob:");
    expect(directive(gateway, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(gateway).not.toContain('github');
  });

  it('loosens no other page', () => {
    const page = buildPolicy({ scriptHashes: [HASH.ready] });
    expect(page).not.toMatch(/unsafe-eval|api\.github\.com|localhost|blob:/);
  });

  it('reads decap-server’s origin from the generated config.yml', () => {
    expect(localBackendOrigin('# generated\n{ "local_backend": { "url": "http://localhost:8381/api/v1" } }')).toBe('http://localhost:8381');
    expect(localBackendOrigin('{}')).toBeUndefined();
  });
});

describe('_headers rules', () => {
  it('maps built files to the paths Netlify serves them at', () => {
    expect(pagePathsFor('index.html')).toEqual(['/', '/index.html']);
    expect(pagePathsFor('about/index.html')).toEqual(['/about/', '/about/index.html']);
    expect(pagePathsFor('solutions/healthcare/index.html')).toEqual(['/solutions/healthcare/', '/solutions/healthcare/index.html']);
    expect(pagePathsFor('404.html')).toEqual(['/404.html']);
  });

  it('renders one block per path with its policy and HTML caching', () => {
    const text = renderHeadersFile([
      { path: '/b/', policy: "default-src 'self'" },
      { path: '/', policy: "default-src 'none'" },
    ]);
    expect(text.startsWith(HEADERS_FILE_MARKER)).toBe(true);
    expect(text).toContain("/\n  Content-Security-Policy: default-src 'none'\n  Cache-Control: public, max-age=0, must-revalidate\n");
    expect(text.indexOf('\n/\n')).toBeLessThan(text.indexOf('\n/b/\n'));
  });
});

describe('search-engine indexing of a deploy', () => {
  it('is refused (noindex) only for Netlify deploy previews and branch deploys', () => {
    expect(noindexFromEnv({ CONTEXT: 'deploy-preview' })).toBe(true);
    expect(noindexFromEnv({ CONTEXT: 'branch-deploy' })).toBe(true);
    expect(noindexFromEnv({ CONTEXT: 'production' })).toBe(false);
    // No CONTEXT: a local build, or one deployed by hand; never noindex a possible production site.
    expect(noindexFromEnv({})).toBe(false);
  });

  it('renders the noindex rule for every path before the page rules', () => {
    const text = renderHeadersFile([{ path: '/', policy: "default-src 'self'" }], { noindex: true });
    expect(text.indexOf('/*\n  X-Robots-Tag: noindex\n')).toBeGreaterThan(0);
    expect(text.indexOf('X-Robots-Tag')).toBeLessThan(text.indexOf('Content-Security-Policy:'));
    expect(renderHeadersFile([{ path: '/', policy: "default-src 'self'" }])).not.toContain('X-Robots-Tag');
  });
});

describe('the build’s _headers step over a fixture build', () => {
  let publishDir: string;

  beforeAll(() => {
    publishDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-fixture-'));
    fs.copyFileSync(FIXTURE, path.join(publishDir, 'index.html'));
    fs.mkdirSync(path.join(publishDir, 'about'));
    fs.writeFileSync(path.join(publishDir, 'about/index.html'), '<html><body><script>window.pagePath="/about/";</script></body></html>');
    // Not pages: page data and Gatsby's slice fragments get no rule.
    fs.mkdirSync(path.join(publishDir, '_gatsby/slices'), { recursive: true });
    fs.writeFileSync(path.join(publishDir, '_gatsby/slices/_gatsby-scripts-1.html'), '<script>fragment()</script>');
  });
  afterAll(() => fs.rmSync(publishDir, { recursive: true, force: true }));

  /** The step as the build runs it, with this environment; status 0 or 1 and its error message, as the build log shows them. */
  const run = (env: NodeJS.ProcessEnv = {}) => {
    const clean = { GATSBY_TURNSTILE_SITE_KEY: '', GATSBY_RECAPTCHA_SITE_KEY: '', CONTEXT: '', NETLIFY: '', CMS_LOCAL_BACKEND: '', ...env };
    try {
      writeCspHeaders({ publishDir, root: ROOT, env: clean });
      return { status: 0, stderr: '' };
    } catch (error) {
      return { status: 1, stderr: (error as Error).message };
    }
  };

  it('writes each page its own policy with that page’s hashes', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const headers = fs.readFileSync(path.join(publishDir, '_headers'), 'utf8');
    const blocks = headers.split('\n\n').slice(1);
    expect(blocks.map((block) => block.split('\n')[0])).toEqual(['/', '/about/', '/about/index.html', '/index.html']);
    const home = blocks[0];
    expect(home).toContain(`script-src 'self' ${HASH.ready} ${HASH.module} ${HASH.pagePath} ${HASH.upperCase};`);
    expect(home).not.toContain(HASH.jsonLd);
    expect(blocks[1]).toContain(hashSource('window.pagePath="/about/";'));
    expect(blocks[1]).not.toContain(HASH.ready);
    expect(headers).not.toContain(hashSource('fragment()'));
    expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(4);
    expect(headers.match(/Cross-Origin-Opener-Policy: same-origin\n/g)).toHaveLength(4);
  });

  it('gives the CMS page its own policy and noindex header on its own paths, decap-server only in a local build that asks for it', () => {
    fs.mkdirSync(path.join(publishDir, 'admin'));
    fs.writeFileSync(
      path.join(publishDir, 'admin/index.html'),
      '<html><body><script src="/admin/decap-cms-3/decap-cms.js"></script><script>CMS.init()</script></body></html>',
    );
    fs.writeFileSync(path.join(publishDir, 'admin/config.yml'), '# generated\n{ "local_backend": { "url": "http://localhost:8381/api/v1" } }\n');
    try {
      // A plain build is a production build: it could be deployed by hand, so it never names decap-server.
      expect(run().status).toBe(0);
      expect(fs.readFileSync(path.join(publishDir, '_headers'), 'utf8')).not.toContain('localhost');
      expect(run({ CMS_LOCAL_BACKEND: 'true' }).status).toBe(0);
      const blocks = fs.readFileSync(path.join(publishDir, '_headers'), 'utf8').split('\n\n').slice(1);
      const adminBlocks = blocks.filter((block) => block.startsWith('/admin/'));
      expect(adminBlocks.map((block) => block.split('\n')[0])).toEqual(['/admin/', '/admin/index.html']);
      for (const block of adminBlocks) {
        expect(block).toContain(`script-src 'self' ${hashSource('CMS.init()')} 'unsafe-eval'`);
        expect(block).toContain('http://localhost:8381');
        expect(block).toContain('X-Robots-Tag: noindex');
        // Decap's GitHub sign-in popup keeps its opener: same-origin would cut the postMessage exchange.
        expect(block).toContain('Cross-Origin-Opener-Policy: same-origin-allow-popups\n');
      }
      for (const block of blocks.filter((b) => !b.startsWith('/admin/'))) expect(block).not.toMatch(/unsafe-eval|X-Robots-Tag|allow-popups/);
      expect(run({ NETLIFY: 'true', CMS_LOCAL_BACKEND: 'true' }).status).toBe(0);
      expect(fs.readFileSync(path.join(publishDir, '_headers'), 'utf8')).not.toContain('localhost');
      // A deploy preview's "/*" noindex rule is the only X-Robots-Tag: a second on /admin/ would be joined to it.
      expect(run({ CONTEXT: 'deploy-preview' }).status).toBe(0);
      expect(fs.readFileSync(path.join(publishDir, '_headers'), 'utf8').match(/X-Robots-Tag/g)).toHaveLength(1);
    } finally {
      fs.rmSync(path.join(publishDir, 'admin'), { recursive: true, force: true });
    }
  });

  it('marks a deploy preview or branch deploy noindex on every path, and a production build not', () => {
    const headersOf = (CONTEXT: string) => {
      const result = run({ CONTEXT });
      expect(result.status).toBe(0);
      return fs.readFileSync(path.join(publishDir, '_headers'), 'utf8');
    };
    for (const context of ['deploy-preview', 'branch-deploy']) {
      const headers = headersOf(context);
      expect(headers).toContain('\n/*\n  X-Robots-Tag: noindex\n');
      expect(headers.match(/X-Robots-Tag/g)).toHaveLength(1);
      // The page rules are still all there.
      expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(4);
    }
    expect(headersOf('production')).not.toContain('X-Robots-Tag');
    expect(headersOf('')).not.toContain('X-Robots-Tag');
  });

  it('fails, naming the page, when a page loads a script from an origin the policy does not allow', () => {
    fs.writeFileSync(path.join(publishDir, 'about/index.html'), '<html><body><script src="https://cdn.example/x.js"></script></body></html>');
    const refused = run();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('about/index.html: loads https://cdn.example/x.js');
    fs.writeFileSync(
      path.join(publishDir, 'about/index.html'),
      '<html><body><script src="https://challenges.cloudflare.com/turnstile/v0/api.js"></script></body></html>',
    );
    expect(run().status).not.toBe(0);
    expect(run({ GATSBY_TURNSTILE_SITE_KEY: '0x4AAA' }).status).toBe(0);
  });

  it('replaces the _headers an earlier build wrote, and refuses to overwrite rules a person wrote', () => {
    fs.writeFileSync(path.join(publishDir, 'about/index.html'), '<html><body><script>window.pagePath="/about/";</script></body></html>');
    const headersFile = path.join(publishDir, '_headers');
    fs.writeFileSync(headersFile, '# Generated by scripts/write-csp-headers.mjs: do not edit, run `npm run build`.\n/\n  X-Old: 1\n');
    expect(run().status).toBe(0);
    expect(fs.readFileSync(headersFile, 'utf8')).not.toContain('X-Old');
    fs.writeFileSync(headersFile, '/*\n  X-Frame-Options: DENY\n');
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('was not written by the build');
    expect(fs.readFileSync(headersFile, 'utf8')).toBe('/*\n  X-Frame-Options: DENY\n');
    fs.rmSync(headersFile);
  });
});
