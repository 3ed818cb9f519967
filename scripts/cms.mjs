#!/usr/bin/env node
// `npm run cms`: edit content/ from the browser with no account. Starts decap-server (Decap CMS's
// local backend, writing straight to this working tree) and `gatsby develop`; the CMS is at
// http://localhost:8000/admin/ and the site reloads as entries are saved. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Must match LOCAL_BACKEND_PORT in gatsby/cms/cms-config.ts, which the generated config.yml names.
const LOCAL_BACKEND_PORT = '8381';
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

const children = [
  spawn(bin('decap-server'), [], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: LOCAL_BACKEND_PORT, MODE: 'fs', GIT_REPO_DIRECTORY: ROOT } }),
  // Extra arguments go to gatsby develop, e.g. `npm run cms -- --port 8390`. Images are made when
  // a page first shows them, also where CI is set: Gatsby otherwise makes every size of every image
  // there before it serves the first page, work that an edit never needs.
  spawn(bin('gatsby'), ['develop', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_ENABLE_LAZY_IMAGES_IN_CI: '1' },
  }),
];
console.log('cms: Decap CMS at http://localhost:8000/admin/ (or the port given) once the site is ready; local backend on port 8381; Ctrl+C to stop');

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
