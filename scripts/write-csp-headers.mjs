#!/usr/bin/env node
// Post-build step of `npm run build`: gives every built page its own Content-Security-Policy in
// public/_headers, with the SHA-256 hashes of that page's inline scripts (Gatsby inlines scripts
// that differ per page, e.g. window.pagePath). A header, not a <meta>, because a <meta> policy
// cannot carry frame-ancestors. Netlify merges public/_headers with the [[headers]] of
// netlify.toml, which must therefore never set a CSP of its own: this file is the only source.
// Deploy previews and branch deploys (CONTEXT other than production) also get a "/*" rule with
// X-Robots-Tag: noindex.
//
// Usage: node scripts/write-csp-headers.mjs [publishDir]   (default: public/)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const csp = require('./lib/csp.cjs');
const { htmlFiles } = require('./lib/built-pages.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISH_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, 'public'));
const HEADERS_FILE = path.join(PUBLISH_DIR, '_headers');
// Webpack's content-hashed names (app-<20 hex>.js); netlify.toml caches /*.js and /*.css forever.
const HASHED_BUNDLE = /-[0-9a-f]{20}\.(?:js|css)$/;

const fail = (message) => {
  console.error(`write-csp-headers: ${message}`);
  process.exit(1);
};

if (!fs.existsSync(path.join(PUBLISH_DIR, 'index.html'))) fail(`${PUBLISH_DIR} has no build (index.html missing)`);

// One policy per path: a CSP in netlify.toml would be a second header on every page.
const netlifyToml = path.join(ROOT, 'netlify.toml');
// A TOML key line (not a comment): Content-Security-Policy = "..." (quoted key or not).
if (fs.existsSync(netlifyToml) && /^\s*["']?content-security-policy["']?\s*=/im.test(fs.readFileSync(netlifyToml, 'utf8'))) {
  fail('netlify.toml sets a Content-Security-Policy; the per-page policy in _headers must be the only one. Remove it there.');
}
// Same for X-Robots-Tag: this step writes it for deploy previews and branch deploys only.
if (fs.existsSync(netlifyToml) && /^\s*["']?x-robots-tag["']?\s*=/im.test(fs.readFileSync(netlifyToml, 'utf8'))) {
  fail('netlify.toml sets X-Robots-Tag; this step writes it into _headers for non-production deploys only. Remove it there.');
}
if (fs.existsSync(HEADERS_FILE) && !fs.readFileSync(HEADERS_FILE, 'utf8').startsWith(csp.HEADERS_FILE_MARKER)) {
  fail(`${HEADERS_FILE} exists and was not written by this step (static/_headers?); move its rules to netlify.toml.`);
}

const captcha = csp.captchaProvidersFromEnv(process.env);
const allowedScriptOrigins = captcha.flatMap((provider) => csp.CAPTCHA_ORIGINS[provider]['script-src']);
// decap-server (local editing) is reachable from /admin/ only in builds outside Netlify (NETLIFY=true there).
const cmsConfigFile = path.join(PUBLISH_DIR, 'admin', 'config.yml');
const localBackend =
  process.env.NETLIFY !== 'true' && fs.existsSync(cmsConfigFile) ? csp.localBackendOrigin(fs.readFileSync(cmsConfigFile, 'utf8')) : undefined;
const problems = [];
const allHashes = new Set();
const pages = htmlFiles(PUBLISH_DIR);
const rules = pages.flatMap((file) => {
  const relative = path.relative(PUBLISH_DIR, file).split(path.sep).join('/');
  const html = fs.readFileSync(file, 'utf8');
  if (csp.hasMetaCsp(html)) problems.push(`${relative}: has a <meta http-equiv="Content-Security-Policy"> (a second policy)`);
  for (const src of csp.crossOriginScriptSources(html)) {
    const absolute = src.startsWith('//') ? `https:${src}` : src;
    if (!allowedScriptOrigins.some((origin) => absolute.startsWith(origin))) {
      problems.push(`${relative}: loads ${src}, which script-src does not allow (see docs/SECURITY.md to add an origin)`);
    }
  }
  const scriptHashes = csp.scriptHashesOf(html);
  scriptHashes.forEach((hash) => allHashes.add(hash));
  if (relative === csp.ADMIN_PAGE_FILE) {
    // The CMS page has a policy of its own, on its own paths only; no other page is loosened.
    const policy = csp.buildAdminPolicy({ scriptHashes, localBackend });
    return csp.pagePathsFor(relative).map((pagePath) => ({ path: pagePath, policy, headers: { 'X-Robots-Tag': 'noindex, nofollow' } }));
  }
  const policy = csp.buildPolicy({ scriptHashes, captcha });
  return csp.pagePathsFor(relative).map((pagePath) => ({ path: pagePath, policy }));
});
if (problems.length > 0) fail(`the policy would break these pages:\n  ${problems.join('\n  ')}`);

// Immutable caching in netlify.toml is only right for content-hashed names.
const unhashed = fs.readdirSync(PUBLISH_DIR).filter((name) => /\.(?:js|css)$/.test(name) && !HASHED_BUNDLE.test(name));
if (unhashed.length > 0) {
  console.warn(`write-csp-headers: WARNING: ${unhashed.join(', ')} would be cached as immutable by netlify.toml (/*.js, /*.css) without a content hash in the name`);
}

// Deploy previews and branch deploys answer X-Robots-Tag: noindex on every path.
const noindex = csp.noindexFromEnv(process.env);
fs.writeFileSync(HEADERS_FILE, csp.renderHeadersFile(rules, { noindex }));
console.log(
  `write-csp-headers: ${pages.length} pages (${rules.length} paths), ${allHashes.size} distinct inline-script hashes` +
    `${captcha.length > 0 ? `, captcha origins for ${captcha.join(' + ')}` : ''}` +
    `${noindex ? `, X-Robots-Tag: noindex on /* (CONTEXT=${process.env.CONTEXT})` : ''} → ${path.relative(ROOT, HEADERS_FILE)}`,
);
