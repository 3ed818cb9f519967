/**
 * The store `npm run leads` works on: the site's Netlify Blobs when NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN are set, otherwise the local store that `netlify dev` keeps in the project's
 * `.netlify/blobs-serve`, served by a BlobsServer of our own (site id from `.netlify/state.json`,
 * `unlinked` when the checkout is not linked).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { type BlobsConnection, LOCAL_STORE_DIRECTORY, localClaimsDirectory } from '../netlify/functions/lib/submission-store';

const NETLIFY_API = 'https://api.netlify.com';

async function localSiteId(root: string): Promise<string> {
  try {
    const state = JSON.parse(await readFile(path.join(root, '.netlify/state.json'), 'utf8')) as { siteId?: unknown };
    return typeof state.siteId === 'string' && state.siteId ? state.siteId : 'unlinked';
  } catch {
    return 'unlinked';
  }
}

export interface LeadsStoreConnection {
  connection: BlobsConnection;
  production: boolean;
  /** What it works on, for the first line the command prints. */
  description: string;
  close(): Promise<void>;
}

/** The connection, and how to close what was opened for it. */
export async function connectLeadsStore(root: string, env: NodeJS.ProcessEnv): Promise<LeadsStoreConnection> {
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = env;
  if (siteID && token) {
    return {
      connection: { siteID, token, apiURL: NETLIFY_API },
      production: true,
      description: `Netlify Blobs of site ${siteID}`,
      close: async () => undefined,
    };
  }
  const localToken = randomUUID();
  const directory = path.join(root, LOCAL_STORE_DIRECTORY);
  const server = new BlobsServer({ directory, token: localToken, logger: () => undefined });
  const { port } = await server.start();
  const site = await localSiteId(root);
  return {
    // This server and the one of a running `netlify dev` serve the same folder: claims take
    // their lock files in it, so that both see each other's (see netlify/functions/lib/key-lock).
    connection: { siteID: site, token: localToken, apiURL: `http://127.0.0.1:${port}`, claimsDirectory: localClaimsDirectory(directory) },
    production: false,
    description: `local store ${directory} (site ${site})`,
    close: () => server.stop(),
  };
}
