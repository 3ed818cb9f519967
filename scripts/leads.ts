/**
 * `npm run leads -- <command>`: the operators' view of stored leads (docs/OPERATORS.md).
 *
 * - With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set (as for the Netlify CLI), it works on the
 *   site's Netlify Blobs in production, with production mail rules: SMTP_URL, MAIL_FROM and
 *   CONTACT_TO_EMAIL must be set in this shell for a resend.
 * - Otherwise on the local store that `netlify dev` keeps in `.netlify/blobs-serve` (site id from
 *   `.netlify/state.json`, `unlinked` when the checkout is not linked), with local mail rules.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { LEADS_USAGE, runLeadCommand } from '../netlify/functions/lib/lead-commands';
import { consoleLogger } from '../netlify/functions/lib/log';
import { type BlobsConnection, openSubmissionStore } from '../netlify/functions/lib/submission-store';

const NETLIFY_API = 'https://api.netlify.com';

async function localSiteId(root: string): Promise<string> {
  try {
    const state = JSON.parse(await readFile(path.join(root, '.netlify/state.json'), 'utf8')) as { siteId?: unknown };
    return typeof state.siteId === 'string' && state.siteId ? state.siteId : 'unlinked';
  } catch {
    return 'unlinked';
  }
}

/** The connection, and how to close what was opened for it. */
async function connect(root: string): Promise<{ connection: BlobsConnection; production: boolean; close(): Promise<void> }> {
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env;
  if (siteID && token) return { connection: { siteID, token, apiURL: NETLIFY_API }, production: true, close: async () => undefined };
  const localToken = randomUUID();
  const server = new BlobsServer({ directory: path.join(root, '.netlify/blobs-serve'), token: localToken, logger: () => undefined });
  const { port } = await server.start();
  return {
    connection: { siteID: await localSiteId(root), token: localToken, apiURL: `http://127.0.0.1:${port}` },
    production: false,
    close: () => server.stop(),
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help') {
    console.log(LEADS_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const { connection, production, close } = await connect(process.cwd());
  console.log(
    production ? `Netlify Blobs of site ${connection.siteID}` : `local store ${path.join(process.cwd(), '.netlify/blobs-serve')} (site ${connection.siteID})`,
  );
  try {
    return await runLeadCommand(args, {
      store: openSubmissionStore(connection),
      env: process.env,
      production,
      logger: consoleLogger('leads'),
      print: (line) => console.log(line),
    });
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
