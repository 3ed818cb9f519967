// Shared by the audit scripts: find the build's pages, make sure a build exists, serve it on a free port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePagePaths } from '../../gatsby/post-build/built-pages';
import { NETLIFY_DEV_ENV, netlifyDevArgs } from '../../support/netlify-dev';
import { waitForUrl } from '../../support/wait-for-url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PUBLIC_DIR = path.join(ROOT, 'public');

/** "/", "/about/", ... for every index.html of the build, 404 pages and the CMS page excluded: the pages the end-to-end tests visit. */
export const builtPaths = (): string[] => sitePagePaths(PUBLIC_DIR);

/** Builds the site when public/ has no build yet (the audits measure a production build, never develop). */
export const ensureBuild = () => {
  if (fs.existsSync(path.join(PUBLIC_DIR, 'index.html'))) return;
  console.log('public/ has no build: running `npm run build` first');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('npm run build failed');
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** AUDIT_PORTS=8861-8869 narrows the range, for a machine where several people run audits at once. */
const [rangeFrom, rangeTo] = (process.env.AUDIT_PORTS ?? '9000-9099').split('-').map(Number);

/** A free port in 9000-9099 (or AUDIT_PORTS), the range kept for the audit servers (tests and other developers use 8888+). */
export const freePort = async (from = rangeFrom, to = rangeTo) => {
  for (let port = from; port <= to; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
};

const COMMANDS: Record<'gatsby' | 'netlify', (port: number) => [string, string[]]> = {
  // Express + compression (brotli or gzip by Accept-Encoding), as the Netlify CDN compresses.
  gatsby: (port) => ['gatsby', ['serve', '-p', String(port), '-H', 'localhost']],
  // The real netlify.toml redirects, headers and 404 handling; files go out uncompressed.
  netlify: (port) => ['netlify', netlifyDevArgs(port)],
};

/**
 * Serves public/ with `gatsby serve` or `netlify dev` on a free port of 9000-9099; returns its URL
 * and a stop() that ends that server's process group only.
 */
export const serveBuild = async (kind: 'gatsby' | 'netlify'): Promise<{ url: string; stop: () => void }> => {
  const port = await freePort();
  const [bin, args] = COMMANDS[kind](port);
  const logFile = path.join(ROOT, `.audit-${kind}-serve.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(path.join(ROOT, 'node_modules/.bin', bin), args, {
    cwd: ROOT,
    env: { ...process.env, ...NETLIFY_DEV_ENV },
    stdio: ['ignore', log, log],
    detached: true, // own process group, so stop() also ends netlify dev's static and functions servers
  });
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  const stop = () => {
    if (!alive || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const url = `http://localhost:${port}`;
  try {
    await waitForUrl(`${url}/`, 120_000, () => alive);
  } catch (error) {
    stop();
    throw new Error(`${kind} server did not start: ${(error as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
  }
  // Stop the server however this process ends (Ctrl-C included).
  process.once('exit', stop);
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  return { url, stop };
};
