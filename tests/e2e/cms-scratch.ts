import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_BACKEND_PORT } from '../../gatsby/lib/cms-config';
import { ROOT, stopServer, waitForUrl } from './server';

/**
 * A scratch git repository holding a copy of content/, with decap-server (the CMS's local backend)
 * writing into it: the CMS tests edit it, and read what a save changed with git, as a reviewer would.
 */
export interface CmsScratch {
  dir: string;
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'content as copied');
  const log = fs.openSync(path.join(os.tmpdir(), `decap-server-${path.basename(dir)}.log`), 'w');
  const decap: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/decap-server'), [], {
    env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), MODE: 'fs', GIT_REPO_DIRECTORY: dir },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let alive = true;
  decap.on('exit', () => (alive = false));
  await waitForUrl(`http://localhost:${LOCAL_BACKEND_PORT}/api/v1`, 30_000, () => alive);
  return {
    dir,
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    numstat: (file) => {
      const [added = '0', removed = '0'] = git(dir, 'diff', '--numstat', '--', file).split('\t');
      return [Number(added), Number(removed)];
    },
    stop: () => {
      if (decap.pid) stopServer(decap);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
