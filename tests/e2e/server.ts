import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../../support/wait-for-url';

export { waitForUrl };
export const ROOT = path.resolve(__dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8888);

/**
 * Serves the production build in public/ through the real `netlify dev` (netlify.toml headers,
 * redirects and functions apply), as `npm start` does, on E2E_PORT. A test that needs a second
 * server with other settings gives its own `port`, log file and project directory (`cwd`, see
 * tests/support/scratch-site.ts): two servers in one directory overwrite each other's function bundles.
 */
export const startNetlifyDev = async (
  env: NodeJS.ProcessEnv,
  { port = E2E_PORT, logName = '.netlify-dev-e2e.log', cwd = ROOT } = {},
): Promise<ChildProcess> => {
  if (!fs.existsSync(path.join(cwd, 'public/index.html'))) {
    throw new Error('public/ has no build: run `npm run build` before the end-to-end tests (npm test does it for you).');
  }
  // A server left over from an interrupted run would answer in place of this one, with the
  // headers of the build it started on: refuse rather than test a stale server.
  const alreadyAnswering = await fetch(`http://localhost:${port}/`, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
  if (alreadyAnswering) throw new Error(`port ${port} is already in use (a netlify dev left over from an interrupted run?): stop it, or set E2E_PORT`);
  const log = fs.openSync(path.join(ROOT, logName), 'w');
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/netlify'),
    ['dev', '--offline', '--internal-disable-edge-functions', '--dir', 'public', '--functions', 'netlify/functions', '-p', String(port)],
    { cwd, env: { ...process.env, ...env, BROWSER: 'none' }, stdio: ['ignore', log, log], detached: true },
  );
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  try {
    await waitForUrl(`http://localhost:${port}/`, 120_000, () => alive);
    // The function is bundled lazily on first call; warm it so the first test does not pay for it.
    await fetch(`http://localhost:${port}/api/send-email`, { method: 'GET' }).catch(() => undefined);
  } catch (error) {
    const output = fs.readFileSync(path.join(ROOT, logName), 'utf8').slice(-3000);
    stopServer(child);
    throw new Error(`netlify dev did not start: ${(error as Error).message}\n${output}`);
  }
  return child;
};

export const stopServer = (child: ChildProcess | undefined): void => {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
