import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_PAGE_FILE,
  CAPTCHA_ORIGINS,
  isGeneratedHeadersFile,
  buildAdminPolicy,
  buildPolicy,
  captchaProvidersFromEnv,
  crossOriginScriptSources,
  hasMetaCsp,
  localBackendOrigin,
  noindexFromEnv,
  pagePathsFor,
  scriptHashesOf,
  renderHeadersFile,
  type HeaderRule,
} from '../../src/lib/csp';
import { htmlFiles, relativeFile } from './built-pages';

// Webpack's content-hashed names (app-<20 hex>.js); netlify.toml caches /*.js and /*.css forever.
const HASHED_BUNDLE = /-[0-9a-f]{20}\.(?:js|css)$/;

export interface CspHeadersInput {
  /** The publish folder (public/). */
  publishDir: string;
  /** The site root, where netlify.toml lives. */
  root: string;
  /** The build environment: captcha site keys, NETLIFY, CONTEXT. */
  env: Record<string, string | undefined>;
}

/**
 * Gives every built page its own Content-Security-Policy in <publishDir>/_headers, with the
 * SHA-256 hashes of that page's inline scripts (Gatsby inlines scripts that differ per page, e.g.
 * window.pagePath), so it runs after every step that changes a page's HTML. A header, not a
 * <meta>, because a <meta> policy cannot carry frame-ancestors. Netlify merges _headers with the
 * [[headers]] of netlify.toml, which must therefore never set a CSP of its own: this file is the
 * only source. Deploy previews and branch deploys (CONTEXT other than production) also get a "/*"
 * rule with X-Robots-Tag: noindex.
 * Returns what it wrote and warnings; throws, naming the pages, when the policy would break a page.
 */
export const writeCspHeaders = ({ publishDir, root, env }: CspHeadersInput): { summary: string; warnings: string[] } => {
  const headersFile = path.join(publishDir, '_headers');
  if (!fs.existsSync(path.join(publishDir, 'index.html'))) throw new Error(`${publishDir} has no build (index.html missing)`);

  // One policy per path: a CSP in netlify.toml would be a second header on every page.
  const netlifyToml = path.join(root, 'netlify.toml');
  const toml = fs.existsSync(netlifyToml) ? fs.readFileSync(netlifyToml, 'utf8') : '';
  // A TOML key line (not a comment): Content-Security-Policy = "..." (quoted key or not).
  if (/^\s*["']?content-security-policy["']?\s*=/im.test(toml)) {
    throw new Error('netlify.toml sets a Content-Security-Policy; the per-page policy in _headers must be the only one. Remove it there.');
  }
  // Same for X-Robots-Tag: this step writes it for deploy previews and branch deploys only.
  if (/^\s*["']?x-robots-tag["']?\s*=/im.test(toml)) {
    throw new Error('netlify.toml sets X-Robots-Tag; the build writes it into _headers for non-production deploys only. Remove it there.');
  }
  if (fs.existsSync(headersFile) && !isGeneratedHeadersFile(fs.readFileSync(headersFile, 'utf8'))) {
    throw new Error(`${headersFile} exists and was not written by the build (static/_headers?); move its rules to netlify.toml.`);
  }

  const captcha = captchaProvidersFromEnv(env);
  const allowedScriptOrigins = captcha.flatMap((provider) => CAPTCHA_ORIGINS[provider]['script-src']);
  // decap-server (local editing) is reachable from /admin/ only in builds outside Netlify (NETLIFY=true there).
  const cmsConfigFile = path.join(publishDir, path.posix.dirname(ADMIN_PAGE_FILE), 'config.yml');
  const localBackend = env.NETLIFY !== 'true' && fs.existsSync(cmsConfigFile) ? localBackendOrigin(fs.readFileSync(cmsConfigFile, 'utf8')) : undefined;
  const problems: string[] = [];
  const allHashes = new Set<string>();
  const pages = htmlFiles(publishDir);
  const rules = pages.flatMap((file): HeaderRule[] => {
    const relative = relativeFile(publishDir, file);
    const html = fs.readFileSync(file, 'utf8');
    if (hasMetaCsp(html)) problems.push(`${relative}: has a <meta http-equiv="Content-Security-Policy"> (a second policy)`);
    for (const src of crossOriginScriptSources(html)) {
      const absolute = src.startsWith('//') ? `https:${src}` : src;
      if (!allowedScriptOrigins.some((origin) => absolute.startsWith(origin))) {
        problems.push(`${relative}: loads ${src}, which script-src does not allow (see docs/SECURITY.md to add an origin)`);
      }
    }
    const scriptHashes = scriptHashesOf(html);
    scriptHashes.forEach((hash) => allHashes.add(hash));
    if (relative === ADMIN_PAGE_FILE) {
      // The CMS page has a policy of its own, on its own paths only; no other page is loosened.
      const policy = buildAdminPolicy({ scriptHashes, localBackend });
      return pagePathsFor(relative).map((pagePath) => ({ path: pagePath, policy, headers: { 'X-Robots-Tag': 'noindex, nofollow' } }));
    }
    const policy = buildPolicy({ scriptHashes, captcha });
    return pagePathsFor(relative).map((pagePath) => ({ path: pagePath, policy }));
  });
  if (problems.length > 0) throw new Error(`the Content-Security-Policy would break these pages:\n  ${problems.join('\n  ')}`);

  // Immutable caching in netlify.toml is only right for content-hashed names.
  const warnings: string[] = [];
  const unhashed = fs.readdirSync(publishDir).filter((name) => /\.(?:js|css)$/.test(name) && !HASHED_BUNDLE.test(name));
  if (unhashed.length > 0) {
    warnings.push(`${unhashed.join(', ')} would be cached as immutable by netlify.toml (/*.js, /*.css) without a content hash in the name`);
  }

  // Deploy previews and branch deploys answer X-Robots-Tag: noindex on every path.
  const noindex = noindexFromEnv(env);
  fs.writeFileSync(headersFile, renderHeadersFile(rules, { noindex }));
  const summary =
    `_headers: ${pages.length} pages (${rules.length} paths), ${allHashes.size} distinct inline-script hashes` +
    `${captcha.length > 0 ? `, captcha origins for ${captcha.join(' + ')}` : ''}` +
    `${noindex ? `, X-Robots-Tag: noindex on /* (CONTEXT=${env.CONTEXT})` : ''}`;
  return { summary, warnings };
};
