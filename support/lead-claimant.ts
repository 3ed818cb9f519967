/**
 * One process that claims leads, as a separate Netlify instance or an operator's shell would:
 * a cold send-email instance posting one request, a retry pass, or `npm run leads -- resend
 * --all-failed` with its own BlobsServer over the project's store (the script's connection).
 * Run with tsx; prints `ready` once set up, acts when a line arrives on stdin (so that several
 * start at the same moment), then prints one JSON line with what it did and exits.
 */
import { createInterface } from 'node:readline';
import { runLeadCommand } from '../netlify/functions/lib/lead-commands';
import { memoryLogger } from '../netlify/functions/lib/log';
import { runRetryPass } from '../netlify/functions/lib/retry-handler';
import { createSendEmailHandler } from '../netlify/functions/lib/send-email-handler';
import { type BlobsConnection, openSubmissionStore } from '../netlify/functions/lib/submission-store';
import { connectLeadsStore } from './leads-store';
import { enquiryRequest } from './send-email-rig';

export type ClaimantJob =
  | { role: 'send-email'; connection: BlobsConnection; env: Record<string, string>; body: unknown; key: string }
  | { role: 'retry-pass'; connection: BlobsConnection; env: Record<string, string> }
  | { role: 'resend-all-failed'; projectRoot: string; env: Record<string, string> };

async function prepare(job: ClaimantJob): Promise<() => Promise<unknown>> {
  switch (job.role) {
    case 'send-email': {
      const handler = createSendEmailHandler({ openStore: () => openSubmissionStore(job.connection), env: job.env, logger: memoryLogger('send-email') });
      return async () => {
        const response = await handler(enquiryRequest(job.body, { key: job.key }));
        return { status: response.status, body: (await response.json()) as unknown };
      };
    }
    case 'retry-pass':
      return () => runRetryPass({ openStore: () => openSubmissionStore(job.connection), env: job.env, logger: memoryLogger('retry-queued-email') });
    case 'resend-all-failed': {
      const local = await connectLeadsStore(job.projectRoot, { ...job.env, NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '' });
      const lines: string[] = [];
      return async () => {
        const deps = {
          store: openSubmissionStore(local.connection),
          env: job.env,
          production: false,
          logger: memoryLogger('leads'),
          print: (line: string) => lines.push(line),
        };
        const code = await runLeadCommand(['resend', '--all-failed'], deps);
        await local.close();
        return { code, lines };
      };
    }
  }
}

async function main(): Promise<void> {
  const act = await prepare(JSON.parse(process.argv[2]) as ClaimantJob);
  process.stdout.write('ready\n');
  const input = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => input.once('line', () => resolve()));
  input.close();
  process.stdout.write(`${JSON.stringify(await act())}\n`);
  process.exit(0);
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
