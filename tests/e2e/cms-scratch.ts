import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_BACKEND_PORT } from '../../gatsby/cms/cms-config';
import { ROOT, scratchSite } from '../../support/scratch-site';
import { stopServer, waitForUrl } from './server';

/** Where `npm run cms` serves the site and the CMS (gatsby develop's port). */
const DEVELOP_PORT = Number(process.env.DEVELOP_PORT ?? 8000);
/** How long decap-server, then `gatsby develop` (which compiles the whole site first), may take to answer on a loaded machine. */
const BACKEND_START_MS = 60_000;
const DEVELOP_START_MS = 10 * 60_000;
/** The longest startCmsScratch waits before it stops `npm run cms` and throws: a hook around it needs a little longer. */
export const CMS_START_LIMIT_MS = BACKEND_START_MS + DEVELOP_START_MS;

/**
 * `npm run cms` as a writer runs it (decap-server and `gatsby develop`), in a scratch copy of the
 * site whose content/ is a git repository: the CMS tests edit it, and read what a save changed with
 * git, as a reviewer would. The working tree is never written.
 */
export interface CmsScratch {
  /** The development server: the site and /admin/. */
  url: string;
  read(file: string): string;
  /** `git diff --numstat` of one file against the copied content: [added, removed] lines. */
  numstat(file: string): [number, number];
  stop(): void;
}

const git = (dir: string, ...args: string[]): string => {
  const result = spawnSync('git', ['-c', 'user.name=cms-e2e', '-c', 'user.email=cms-e2e@localhost', ...args], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
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
  const cms: ChildProcess = spawn(process.execPath, [path.join(dir, 'scripts/cms.mjs'), '--port', String(DEVELOP_PORT)], {
    cwd: dir,
    // Jest sets NODE_ENV=test, with which Gatsby's development bundle fails to compile.
    env: { ...process.env, NODE_ENV: 'development', CONTENT_DIR: path.join(dir, 'content'), GATSBY_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let alive = true;
  cms.on('exit', () => (alive = false));
  const url = `http://localhost:${DEVELOP_PORT}`;
  try {
    await waitForUrl(`http://localhost:${LOCAL_BACKEND_PORT}/api/v1`, BACKEND_START_MS, () => alive);
    await waitForUrl(`${url}/admin/`, DEVELOP_START_MS, () => alive);
  } catch (error) {
    stopServer(cms);
    throw new Error(`npm run cms did not start: ${(error as Error).message}\n${fs.readFileSync(logPath, 'utf8').slice(-3000)}`);
  }
  return {
    url,
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    numstat: (file) => {
      const [added = '0', removed = '0'] = git(dir, 'diff', '--numstat', '--', file).split('\t');
      return [Number(added), Number(removed)];
    },
    stop: () => {
      stopServer(cms);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
