import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PAGE_FILE, CAPTCHA_ORIGINS, buildAdminPolicy, buildPolicy, captchaProvidersFromEnv, localBackendOrigin } from '../lib/csp-policies';
import {
  CMS_OPENER_POLICY,
  PAGE_OPENER_POLICY,
  isGeneratedHeadersFile,
  noindexFromEnv,
  pagePathsFor,
  renderHeadersFile,
  type HeaderRule,
} from '../lib/headers-file';
import { crossOriginScriptSources, hasMetaCsp, scriptHashesOf } from '../lib/page-scripts';
import { htmlFiles, relativeFile } from '../lib/built-pages';
import { cmsBackendOf } from '../cms/cms-backend';

// Headers only this step writes, per page: a netlify.toml rule setting one would double it.
const PER_PAGE_HEADERS = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'X-Robots-Tag'];

export interface CspHeadersInput {
  /** The publish folder (public/). */
  publishDir: string;
  /** The site root, where netlify.toml lives. */
  root: string;
  /** The build environment: captcha site keys, NETLIFY, CONTEXT. */
  env: Record<string, string | undefined>;
}

/**
 * Gives every built page its own Content-Security-Policy and Cross-Origin-Opener-Policy in <publishDir>/_headers, with the
 * SHA-256 hashes of that page's inline scripts (Gatsby inlines scripts that differ per page, e.g.
 * window.pagePath), so it runs after every step that changes a page's HTML. A header, not a
 * <meta>, because a <meta> policy cannot carry frame-ancestors. Netlify merges _headers with the
 * [[headers]] of netlify.toml, which must therefore never set these per-page headers: this file
 * is their only source. Gatsby's Netlify adapter appends its own block to the file afterwards. Deploy previews and branch deploys (CONTEXT other than production) also get a "/*"
 * rule with X-Robots-Tag: noindex.
 * Returns what it wrote; throws, naming the pages, when the policy would break a page.
 */
export const writeCspHeaders = ({ publishDir, root, env }: CspHeadersInput): string => {
  const headersFile = path.join(publishDir, '_headers');
  if (!fs.existsSync(path.join(publishDir, 'index.html'))) throw new Error(`${publishDir} has no build (index.html missing)`);

  const netlifyToml = path.join(root, 'netlify.toml');
  const toml = fs.existsSync(netlifyToml) ? fs.readFileSync(netlifyToml, 'utf8') : '';
  for (const name of PER_PAGE_HEADERS) {
    // A TOML key line (not a comment): Name = "..." (quoted key or not).
    if (new RegExp(`^\\s*["']?${name}["']?\\s*=`, 'im').test(toml)) {
      throw new Error(`netlify.toml sets ${name}; the build writes it per page into _headers, and must be its only source. Remove it there.`);
    }
  }
  if (fs.existsSync(headersFile) && !isGeneratedHeadersFile(fs.readFileSync(headersFile, 'utf8'))) {
    throw new Error(`${headersFile} exists and was not written by the build (static/_headers?); move its rules to netlify.toml.`);
  }

  const captcha = captchaProvidersFromEnv(env);
  const allowedScriptOrigins = captcha.flatMap((provider) => CAPTCHA_ORIGINS[provider]['script-src']);
  // decap-server (local editing) is reachable from /admin/ only in a build asked for it with
  // CMS_LOCAL_BACKEND=true, and never on Netlify (NETLIFY=true there): a plain `npm run build` is a
  // production build, and could be deployed by hand. `npm run cms` (gatsby develop) sends no policy.
  const cmsConfigFile = path.join(publishDir, path.posix.dirname(ADMIN_PAGE_FILE), 'config.yml');
  const wantsLocalBackend = env.CMS_LOCAL_BACKEND === 'true' && env.NETLIFY !== 'true';
  const cmsConfigYml = fs.existsSync(cmsConfigFile) ? fs.readFileSync(cmsConfigFile, 'utf8') : undefined;
  const localBackend = wantsLocalBackend && cmsConfigYml ? localBackendOrigin(cmsConfigYml) : undefined;
  // The origins /admin/ may reach are those of the backend its config.yml names.
  const cmsBackend = cmsConfigYml ? cmsBackendOf(cmsConfigYml) : undefined;
  const noindex = noindexFromEnv(env);
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
      const policy = buildAdminPolicy({ scriptHashes, localBackend, backend: cmsBackend });
      // In a noindex deploy the "/*" rule already answers X-Robots-Tag; a second would be joined to it.
      const headers = { 'Cross-Origin-Opener-Policy': CMS_OPENER_POLICY, ...(noindex ? {} : { 'X-Robots-Tag': 'noindex, nofollow' }) };
      return pagePathsFor(relative).map((pagePath) => ({ path: pagePath, policy, headers }));
    }
    const policy = buildPolicy({ scriptHashes, captcha });
    return pagePathsFor(relative).map((pagePath) => ({ path: pagePath, policy, headers: { 'Cross-Origin-Opener-Policy': PAGE_OPENER_POLICY } }));
  });
  if (problems.length > 0) throw new Error(`the Content-Security-Policy would break these pages:\n  ${problems.join('\n  ')}`);

  // Deploy previews and branch deploys answer X-Robots-Tag: noindex on every path.
  fs.writeFileSync(headersFile, renderHeadersFile(rules, { noindex }));
  return (
    `_headers: ${pages.length} pages (${rules.length} paths), ${allHashes.size} distinct inline-script hashes` +
    `${captcha.length > 0 ? `, captcha origins for ${captcha.join(' + ')}` : ''}` +
    `${noindex ? `, X-Robots-Tag: noindex on /* (CONTEXT=${env.CONTEXT})` : ''}`
  );
};
