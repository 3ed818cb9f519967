import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ParentSpanPluginArgs } from 'gatsby';
import { adminPageHtml } from './cms-admin-page';
import { buildCmsScript } from './cms-bundle';
import { cmsBackendFromEnv } from './cms-backend';
import { ADMIN_PATH, LOCAL_BACKEND_PORT, cmsConfig, cmsConfigYaml, githubRepoFromUrl } from './cms-config';
import { staticCss } from '../../src/styles/static-css';
import { minifyCss } from '../lib/minify-css';
import { buildFacts } from '../facts';
import { asTokensShowIt } from '../../src/lib/facts';

/** Gatsby runs from the site root and serves public/ (also in `gatsby develop`). */
const ROOT = process.cwd();
const ADMIN_DIR = path.join(ROOT, 'public', ADMIN_PATH);
// Resolved at run time from the site root (Gatsby's bundler of this file does not keep require.resolve).
const DECAP_PACKAGE = createRequire(path.join(ROOT, 'package.json')).resolve('decap-cms/package.json');
const DECAP_DIST = path.join(path.dirname(DECAP_PACKAGE), 'dist');
const DECAP_VERSION = (JSON.parse(fs.readFileSync(DECAP_PACKAGE, 'utf8')) as { version: string }).version;
// Netlify's Identity widget, which Decap's git-gateway backend signs writers in with (window.netlifyIdentity): one self-contained script.
const IDENTITY_WIDGET = createRequire(path.join(ROOT, 'package.json')).resolve('netlify-identity-widget');

/** The Decap files the page loads: the entry bundle, its lazily loaded chunks, their WebAssembly, the licence notice. */
const isDecapRuntimeFile = (name: string) => /^(?:\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

/** Content-hashed name: netlify.toml caches every .js and .css for a year without revalidation. */
const hashedName = (base: string, content: string, extension: string) =>
  `${base}-${createHash('sha256').update(content).digest('hex').slice(0, 20)}.${extension}`;

/**
 * Writes the CMS into public/admin/: config.yml generated from the content model, index.html, the
 * preview style, and Decap's standalone bundle copied from node_modules (no CDN). The bundle goes
 * into a folder named after its version, since its chunk names carry no hash of their own.
 */
export const writeCms = ({ getNodesByType, reporter }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'reporter'>): void => {
  const company = getNodesByType('Company')[0] as { name?: string } | undefined;
  // The address the build resolved (Netlify's URL, else company.yaml's siteUrl), as every page uses it.
  const site = getNodesByType('Site')[0] as { siteMetadata?: { siteUrl?: string } } | undefined;
  const backend = cmsBackendFromEnv(process.env);
  const repo = process.env.CMS_GITHUB_REPO ?? githubRepoFromUrl(process.env.REPOSITORY_URL);
  if (backend === 'github' && !repo && process.env.NETLIFY === 'true')
    reporter.warn('CMS: set CMS_GITHUB_REPO=owner/name (or build on Netlify) so /admin/ can sign in to GitHub; local editing works without it');
  const config = cmsConfig({
    backend,
    repo: repo ?? 'OWNER/REPOSITORY',
    branch: process.env.CMS_GITHUB_BRANCH ?? 'main',
    siteUrl: site?.siteMetadata?.siteUrl ?? '',
    // `npm run cms` names the port it started decap-server on (it may be system-chosen).
    localBackendPort: Number(process.env.CMS_BACKEND_PORT) || LOCAL_BACKEND_PORT,
  });

  const bundleDir = `decap-cms-${DECAP_VERSION}`;
  fs.mkdirSync(path.join(ADMIN_DIR, bundleDir), { recursive: true });
  // Earlier builds' bundles and styles go: only this build's files are published.
  for (const name of fs.readdirSync(ADMIN_DIR)) {
    if ((name.startsWith('decap-cms-') && name !== bundleDir) || name.startsWith('preview-') || name.startsWith('cms-') || name.startsWith('identity-'))
      fs.rmSync(path.join(ADMIN_DIR, name), { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(DECAP_DIST).filter(isDecapRuntimeFile)) {
    fs.copyFileSync(path.join(DECAP_DIST, name), path.join(ADMIN_DIR, bundleDir, name));
  }
  // The preview pane takes the stylesheet every page of the site has in its head; the site's components add theirs.
  const css = minifyCss(staticCss, 'src/styles/static-css.ts');
  const previewStyle = hashedName('preview', css, 'css');
  fs.writeFileSync(path.join(ADMIN_DIR, previewStyle), css);
  const script = buildCmsScript(ROOT);
  const cmsScript = hashedName('cms', script, 'js');
  fs.writeFileSync(path.join(ADMIN_DIR, cmsScript), script);
  fs.writeFileSync(path.join(ADMIN_DIR, 'config.yml'), cmsConfigYaml(config));
  let identityWidget: string | undefined;
  if (backend === 'git-gateway') {
    const widget = fs.readFileSync(IDENTITY_WIDGET, 'utf8');
    identityWidget = hashedName('identity-widget', widget, 'js');
    fs.writeFileSync(path.join(ADMIN_DIR, identityWidget), widget);
  }
  // What the preview fills writers' {{tokens}} with (src/cms/facts.ts).
  fs.writeFileSync(path.join(ADMIN_DIR, 'facts.json'), JSON.stringify(asTokensShowIt(buildFacts())));
  fs.writeFileSync(
    path.join(ADMIN_DIR, 'index.html'),
    adminPageHtml({
      decapSrc: `${ADMIN_PATH}${bundleDir}/decap-cms.js`,
      cmsSrc: `${ADMIN_PATH}${cmsScript}`,
      previewStyleHref: `${ADMIN_PATH}${previewStyle}`,
      identityWidgetSrc: identityWidget && `${ADMIN_PATH}${identityWidget}`,
      siteName: company?.name ?? 'site',
    }),
  );
  reporter.info(
    `CMS: ${ADMIN_PATH} with Decap ${DECAP_VERSION}, ${config.collections.length} collections from the content model, writers sign in with ${backend === 'github' ? 'GitHub' : 'Netlify Identity (Git Gateway)'}`,
  );
};
