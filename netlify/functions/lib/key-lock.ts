import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Runs `work` while no other holder of the same key runs, in this process or any other.
 *
 * Why it exists: the local Blobs server (`@netlify/blobs`' BlobsServer, which `netlify dev` and
 * `npm run leads` start) checks `If-None-Match` / `If-Match` and then writes after several awaits,
 * so two conditional writes racing on one key can both succeed; and two BlobsServers (the one of
 * `netlify dev` and the one `npm run leads` starts) can serve the same directory. A file created
 * with O_EXCL (`open(..., 'wx')`) is the one step the file system makes atomic for every process,
 * so every claim on a lead in the local store takes one beside that store first.
 */
export interface KeyLock {
  hold<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** The production store applies its preconditions itself (docs/OPERATORS.md): nothing to add. */
export const NO_LOCK: KeyLock = { hold: (_key, work) => work() };

/** Claims take a few loopback requests; a lock older than this was left by a process that died holding it. */
const STALE_AFTER_MS = 30_000;
/** A claim waits at most this long for another to finish, then fails (the caller answers 503 or retries later). */
const GIVE_UP_AFTER_MS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keys are references (hex) or store keys; anything else is hex-encoded so it stays one file name. */
const fileNameFor = (key: string) => (/^[A-Za-z0-9_-]{1,100}$/.test(key) ? key : Buffer.from(key).toString('hex').slice(0, 200));

export function fileKeyLock(directory: string): KeyLock {
  async function acquire(file: string): Promise<void> {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await open(file, 'wx');
        await handle.close();
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') {
          await mkdir(directory, { recursive: true });
          continue;
        }
        if (code !== 'EEXIST') throw error;
      }
      const since = await stat(file).then(
        (found) => Date.now() - found.mtimeMs,
        () => 0,
      );
      if (since > STALE_AFTER_MS) await rm(file, { force: true });
      if (Date.now() - started > GIVE_UP_AFTER_MS) throw new Error(`claim lock ${path.basename(file)} still held after ${GIVE_UP_AFTER_MS} ms`);
      await pause(Math.min(5 + attempt * 5, 50) * (0.5 + Math.random()));
    }
  }

  return {
    async hold(key, work) {
      const file = path.join(directory, `${fileNameFor(key)}.lock`);
      await acquire(file);
      try {
        return await work();
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}
