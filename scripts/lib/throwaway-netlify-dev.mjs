// A throwaway `netlify dev` for scripts/bench-send-email.mjs: the send-email function of a tree
// (or the floor function) in a temporary folder, so its .netlify state and Blobs sandbox never
// touch the working tree.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The floor: a send-email that answers as ours does for a new lead, and does nothing else. */
const FLOOR_FUNCTION = `export default async (req) => {
  await req.text();
  return Response.json({ ok: true, status: 'received', reference: 'floor' }, { status: 202 });
};
export const config = { path: '/api/send-email' };
`;

/**
 * A throwaway copy of what the function needs from `source`, so `netlify dev` keeps its state
 * there; with no `source`, the floor function alone.
 */
export async function prepareSite(root, source) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-send-email-'));
  if (source) {
    await cp(path.join(source, 'netlify/functions'), path.join(dir, 'netlify/functions'), { recursive: true });
    await cp(path.join(source, 'src/lib'), path.join(dir, 'src/lib'), { recursive: true });
  } else {
    await mkdir(path.join(dir, 'netlify/functions'), { recursive: true });
    await writeFile(path.join(dir, 'netlify/functions/send-email.mts'), FLOOR_FUNCTION);
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await mkdir(path.join(dir, 'site'));
  await writeFile(path.join(dir, 'site/index.html'), '<!doctype html><title>bench</title>');
  return dir;
}

/** `netlify dev` in `dir` on `port`, with `env` added to this process's; resolves once it serves. */
export async function startNetlifyDev(root, dir, port, env) {
  const child = spawn(
    path.join(root, 'node_modules/.bin/netlify'),
    ['dev', '--offline', '--internal-disable-edge-functions', '--skip-gitignore', '--dir', 'site', '--functions', 'netlify/functions', '-p', String(port)],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BROWSER: 'none',
        ...env,
      },
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 90_000;
  while (!/Local dev server ready/.test(log)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`netlify dev did not start:\n${log.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
    log: () => log,
  };
}
