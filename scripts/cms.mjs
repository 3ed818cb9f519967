#!/usr/bin/env node
// `npm run cms`: edit content/ from the browser with no account. Starts decap-server (Decap CMS's
// local backend, writing straight to this working tree) and `gatsby develop`; the CMS is at
// http://localhost:8000/admin/ and the site reloads as entries are saved. Ctrl+C stops both.
//
// Ports: the site on CMS_PORT (or `--port N`, default 8000), decap-server on CMS_BACKEND_PORT
// (default 8381). 0 lets the system choose a free one. A port already in use stops the start with
// a message rather than reaching another program's server: a second `npm run cms`, or a test,
// never edits through a writer's session.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The defaults match LOCAL_BACKEND_PORT in gatsby/cms/cms-config.ts, which config.yml names unless CMS_BACKEND_PORT is set.
const DEFAULT_SITE_PORT = 8000;
const DEFAULT_BACKEND_PORT = 8381;
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

const args = process.argv.slice(2);
/** `--port N` is taken out of the arguments that go on to gatsby develop. */
const portArgument = () => {
  const index = args.indexOf('--port');
  return index === -1 ? undefined : args.splice(index, 2)[1];
};

/** The port asked for, checked free; 0 asks the system for a free one. */
const freePort = (requested, variable) =>
  new Promise((resolve, reject) => {
    const port = Number(requested);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return reject(new Error(`${variable}=${requested} is not a port number`));
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use (another \`npm run cms\`?): set ${variable} to a free port, or to 0 to let the system choose`)),
    );
    probe.listen(port, () => {
      const chosen = probe.address().port;
      probe.close(() => resolve(chosen));
    });
  });

let sitePort;
let backendPort;
try {
  sitePort = await freePort(portArgument() ?? process.env.CMS_PORT ?? DEFAULT_SITE_PORT, 'CMS_PORT');
  backendPort = await freePort(process.env.CMS_BACKEND_PORT ?? DEFAULT_BACKEND_PORT, 'CMS_BACKEND_PORT');
} catch (error) {
  console.error(`cms: ${error.message}`);
  process.exit(1);
}

// A cached development build from other facts would show them: gatsby/forget-stale-facts.ts starts it cold then.
spawnSync(bin('tsx'), ['gatsby/forget-stale-facts.ts'], { cwd: ROOT, stdio: 'inherit' });

const children = [
  spawn(bin('decap-server'), [], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: String(backendPort), MODE: 'fs', GIT_REPO_DIRECTORY: ROOT } }),
  // Other extra arguments go to gatsby develop. Images are made when a page first shows them, also
  // where CI is set: Gatsby otherwise makes every size of every image there before it serves the
  // first page, work that an edit never needs. CMS_BACKEND_PORT puts decap-server's port in config.yml.
  spawn(bin('gatsby'), ['develop', '--port', String(sitePort), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_ENABLE_LAZY_IMAGES_IN_CI: '1', CMS_BACKEND_PORT: String(backendPort) },
  }),
];
// The CMS end-to-end test reads both ports from this line.
console.log(`cms: Decap CMS at http://localhost:${sitePort}/admin/ once the site is ready; local backend on port ${backendPort}; Ctrl+C to stop`);

let stopping = false;
const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
