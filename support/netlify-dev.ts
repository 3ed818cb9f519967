// The one `netlify dev` command line: the end-to-end tests' web server (playwright.config.ts), the
// audits (scripts/lib/serve-build.ts), the scratch-site tests and `npm run serve:netlify` all start
// the production build through it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForUrl } from './wait-for-url';

export const ROOT = path.resolve(__dirname, '..');
const NETLIFY_BIN = path.join(ROOT, 'node_modules/.bin/netlify');

/**
 * Arguments of `netlify dev` serving a built site: the real netlify.toml redirects, headers and
 * functions over the files in `dir`. Offline, and without Edge Functions: we have none, and the CLI
 * would otherwise download Deno for them (and die with `fetch failed` on a closed network).
 */
export const netlifyDevArgs = (port: number, { dir = 'public' } = {}): string[] => [
  'dev',
  '--offline',
  '--internal-disable-edge-functions',
  '--dir',
  dir,
  '--functions',
  'netlify/functions',
  '-p',
  String(port),
];

/** The command as one shell line, for Playwright's `webServer.command`. */
export const netlifyDevCommand = (port: number, options?: { dir?: string }): string =>
  [JSON.stringify(NETLIFY_BIN), ...netlifyDevArgs(port, options)].join(' ');

/** The settings `netlify dev` gets in every test and audit: no browser opened, no telemetry. */
export const NETLIFY_DEV_ENV = { BROWSER: 'none', NETLIFY_TELEMETRY_DISABLED: '1', GATSBY_TELEMETRY_DISABLED: '1' };

export interface StartOptions {
  port: number;
  /** Extra environment for the functions (mail settings, CONTEXT). */
  env?: NodeJS.ProcessEnv;
  /** Project directory; a second server needs its own (two servers in one overwrite each other's function bundles). */
  cwd?: string;
  /** Where its output goes, for the error message when it does not start. */
  logFile: string;
}

/**
 * Starts `netlify dev` over `cwd`/public in a process group of its own, waits until it answers and
 * returns it; `stopNetlifyDev` ends the group (the CLI's static and functions servers with it).
 * Refuses a port that already answers: a server left over from an interrupted run would answer in
 * place of this one, with the headers of the build it started on.
 */
export const startNetlifyDev = async ({ port, env = {}, cwd = ROOT, logFile }: StartOptions): Promise<ChildProcess> => {
  if (!fs.existsSync(path.join(cwd, 'public/index.html'))) {
    throw new Error(`${path.join(cwd, 'public')} has no build: run \`npm run build\` first (npm test does it for you).`);
  }
  const alreadyAnswering = await fetch(`http://localhost:${port}/`, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
  if (alreadyAnswering) throw new Error(`port ${port} is already in use (a netlify dev left over from an interrupted run?): stop it, or choose another port`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(NETLIFY_BIN, netlifyDevArgs(port), {
    cwd,
    env: { ...process.env, ...env, ...NETLIFY_DEV_ENV },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  try {
    await waitForUrl(`http://localhost:${port}/`, 120_000, () => alive);
  } catch (error) {
    stopNetlifyDev(child);
    throw new Error(`netlify dev did not start: ${(error as Error).message}\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  }
  return child;
};

export const stopNetlifyDev = (child: ChildProcess | undefined): void => {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

// `tsx support/netlify-dev.ts [port]` (npm run serve:netlify): serves public/ in the foreground.
if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8888);
  const child = spawn(NETLIFY_BIN, netlifyDevArgs(port), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...NETLIFY_DEV_ENV } });
  child.on('exit', (code) => process.exit(code ?? 1));
}
