import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BlobsConnection, localClaimsDirectory } from '../netlify/functions/lib/submission-store';

export interface LocalBlobs {
  connection: BlobsConnection;
  directory: string;
  close(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A real local Netlify Blobs server (the BlobsServer `netlify dev` uses) on a loopback port,
 * in a child process (see blobs-server-process.mjs for why). A given directory is left in place on close.
 */
export async function startBlobs(options: { directory?: string } = {}): Promise<LocalBlobs> {
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), 'contact-blobs-')));
  const token = 'integration-test-token';
  const child = spawn(process.execPath, [path.join(__dirname, 'blobs-server-process.mjs'), directory, token], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Blobs server exited early (code ${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test that fails before it can close the server (a timed-out hook) must not keep jest, and so
  // `npm test`, waiting on the child's pipes: they do not hold the process open, and the child
  // ends with it.
  for (const handle of [child, child.stdin, child.stdout] as Array<{ unref(): void }>) handle.unref();
  running.add(child);
  void exited.then(() => running.delete(child));
  return {
    connection: { siteID: 'integration-site', token, apiURL: `http://127.0.0.1:${port}`, claimsDirectory: localClaimsDirectory(directory) },
    directory,
    async close() {
      // No graceful stop: it would wait for the test's keep-alive connections to time out.
      child.kill('SIGKILL');
      await exited;
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
