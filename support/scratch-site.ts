import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

/** What a Gatsby build reads besides content/ (which CONTENT_DIR points at) and node_modules. */
const SITE_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-ssr.tsx',
  'gatsby-browser.tsx',
  'tsconfig.json',
  'package.json',
  'gatsby',
  'plugins',
  'src',
  'static',
];

/**
 * A copy of the site's source in a new directory (under `parent`, or a fresh temp directory), with
 * the repository's node_modules linked in: a build or development server started there writes its
 * own .cache and public/, and never touches the repository's build that other tests serve.
 */
export const scratchSite = (prefix: string, parent?: string): string => {
  const dir = parent ? path.join(parent, prefix) : fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.mkdirSync(dir, { recursive: true });
  for (const name of SITE_FILES) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
};

/**
 * `gatsby build` in a scratch site, with none of Netlify's build variables unless `env` sets them
 * (a developer's shell may have URL or CONTEXT set).
 */
export const gatsbyBuild = (site: string, env: NodeJS.ProcessEnv, timeoutMs = 600_000): { status: number | null; output: string } => {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: site,
    env: { ...process.env, URL: '', CONTEXT: '', DEPLOY_PRIME_URL: '', SITE_TODAY: '', GATSBY_TELEMETRY_DISABLED: '1', CI: 'true', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

/** What `netlify dev` reads besides the build in public/: its config, the functions and what they import. */
const SERVER_FILES = ['netlify.toml', 'package.json', 'tsconfig.json', 'netlify', 'src'];

/**
 * A copy of the server side of the project (netlify.toml, the functions and the code they import),
 * with node_modules and the repository's public/ (or another build's) linked in, for a second `netlify dev` with other
 * settings: each `netlify dev` writes its function bundles and local Blobs under its own .netlify/,
 * and two in one directory overwrite each other's bundles.
 */
export const scratchServer = (prefix: string, publicDir = path.join(ROOT, 'public')): string => {
  const dir = scratchCopy(prefix, SERVER_FILES);
  fs.symlinkSync(publicDir, path.join(dir, 'public'), 'dir');
  return dir;
};

/** A copy of the named files and folders of the repository in a fresh temp directory, with node_modules linked in. */
export const scratchCopy = (prefix: string, names: readonly string[]): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  for (const name of names) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
};
