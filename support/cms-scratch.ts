import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForUrl } from './wait-for-url';
import { ROOT, scratchSite } from './scratch-site';

/** How long decap-server, then `gatsby develop` (which compiles the whole site first), may take to answer on a loaded machine. */
const BACKEND_START_MS = 60_000;
const DEVELOP_START_MS = 10 * 60_000;
/** The longest startCmsScratch waits before it stops `npm run cms` and throws: a hook around it needs a little longer. */
export const CMS_START_LIMIT_MS = BACKEND_START_MS + DEVELOP_START_MS;

/**
 * `npm run cms` as a writer runs it (decap-server and `gatsby develop`), in a scratch copy of the
 * site whose content/ is a git repository: the CMS tests edit it, and read what a save changed with
 * git, as a reviewer would. Both servers start on ports the system chooses, so a writer's own
 * `npm run cms` (on 8000 and 8381, or any other) is never reached, and the working tree is never written.
 */
export interface CmsScratch {
  /** The development server: the site and /admin/. */
  url: string;
  /** decap-server's port, as config.yml names it. */
  backendPort: number;
  /** The copy's content folder, which the servers read (CONTENT_DIR). */
  contentDir: string;
  /** A file of the scratch copy, e.g. content/products/nova-ai.md. */
  read(file: string): string;
  /** A file of the scratch copy as bytes, e.g. an image. */
  bytes(file: string): Buffer;
  /** The files of a folder of the scratch copy's content, e.g. 'products'. */
  list(folder: string): string[];
  /** `git diff --numstat` of one file against the copied content: [added, removed] lines. */
  numstat(file: string): [number, number];
  /** `git diff` of one file against the copied content, to show what a save changed. */
  diff(file: string): string;
  stop(): void;
}

const git = (dir: string, ...args: string[]): string => {
  const result = spawnSync('git', ['-c', 'user.name=cms-e2e', '-c', 'user.email=cms-e2e@localhost', ...args], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
};

/** The ports `npm run cms` chose, from the line it prints once both servers are spawned. */
const PORTS_LINE = /Decap CMS at (http:\/\/localhost:\d+)\/admin\/ .*local backend on port (\d+)/;

const stopGroup = (child: ChildProcess): void => {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

export const startCmsScratch = async (): Promise<CmsScratch> => {
  const dir = scratchSite('cms-e2e');
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(path.join(ROOT, 'scripts/cms.mjs'), path.join(dir, 'scripts/cms.mjs'));
  git(dir, 'init', '-q');
  git(dir, 'add', 'content');
  git(dir, 'commit', '-qm', 'content as copied');
  const logPath = path.join(os.tmpdir(), `npm-run-cms-${path.basename(dir)}.log`);
  const log = fs.openSync(logPath, 'w');
  const cms: ChildProcess = spawn(process.execPath, [path.join(dir, 'scripts/cms.mjs')], {
    cwd: dir,
    // NODE_ENV from a test runner fails Gatsby's development bundle. Port 0: the system chooses.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CMS_PORT: '0',
      CMS_BACKEND_PORT: '0',
      CONTENT_DIR: path.join(dir, 'content'),
      GATSBY_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let alive = true;
  cms.on('exit', () => (alive = false));
  const output = () => fs.readFileSync(logPath, 'utf8');
  try {
    const deadline = Date.now() + BACKEND_START_MS;
    while (!PORTS_LINE.test(output()) && alive && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const [, url, backendPort] = PORTS_LINE.exec(output()) ?? [];
    if (!url) throw new Error('it printed no ports');
    await waitForUrl(`http://localhost:${backendPort}/api/v1`, BACKEND_START_MS, () => alive);
    await waitForUrl(`${url}/admin/`, DEVELOP_START_MS, () => alive);
    return {
      url,
      backendPort: Number(backendPort),
      contentDir: path.join(dir, 'content'),
      read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
      bytes: (file) => fs.readFileSync(path.join(dir, file)),
      list: (folder) => fs.readdirSync(path.join(dir, 'content', folder)).filter((name) => /\.(md|yaml)$/.test(name)),
      numstat: (file) => {
        const [added = '0', removed = '0'] = git(dir, 'diff', '--numstat', '--', file).split('\t');
        return [Number(added), Number(removed)];
      },
      diff: (file) => git(dir, 'diff', '--', file),
      stop: () => {
        stopGroup(cms);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    stopGroup(cms);
    throw new Error(`npm run cms did not start: ${(error as Error).message}\n${output().slice(-3000)}`);
  }
};
