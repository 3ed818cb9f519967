/**
 * `npm run bench:retry`: the time of one retry pass over a store of 10,000 leads, on a local
 * Blobs server (the one `netlify dev` uses). Most leads are sent (kept for the retention period,
 * some past it), a few are queued and some of those are due; due ones are mailed to a temporary
 * .eml outbox. Prints the seeding time, the pass time and the pass summary. Goal: under 5 s.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { memoryLogger } from '../netlify/functions/lib/log';
import { runRetryPass } from '../netlify/functions/lib/retry-handler';
import { newSubmission, referenceFor, type SubmissionRecord } from '../netlify/functions/lib/submission';
import {
  localClaimsDirectory,
  openSubmissionStore,
  PENDING_STORE_NAME,
  SENT_DAYS_STORE_NAME,
  SENT_STORE_PREFIX,
  submissionKey,
  SUBMISSIONS_STORE_NAME,
} from '../netlify/functions/lib/submission-store';

const TOTAL = 10_000;
const QUEUED = 100;
const DUE = 20;
const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const PARALLEL = 64;

const enquiry = {
  kind: 'contact' as const,
  topic: 'general' as const,
  name: 'Bench Mark',
  email: 'bench@example.com',
  company: '',
  message: 'A benchmark lead, not a real one.',
};

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL) await Promise.all(items.slice(start, start + PARALLEL).map(work));
}

async function main(): Promise<void> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bench-retry-'));
  const token = randomUUID();
  const server = new BlobsServer({ directory: path.join(directory, 'blobs'), token, logger: () => undefined });
  const { port } = await server.start();
  const connection = { siteID: 'bench', token, apiURL: `http://127.0.0.1:${port}` };
  const raw = (name: string) => getStore({ name, consistency: 'strong', ...connection });
  const [records, pending] = [raw(SUBMISSIONS_STORE_NAME), raw(PENDING_STORE_NAME)];
  const now = new Date();

  try {
    const seeded = Date.now();
    const leads: SubmissionRecord[] = Array.from({ length: TOTAL }, (_, i) => {
      const createdAt = new Date(now.getTime() - (i % (RETENTION_DAYS + 5)) * DAY_MS - 60 * 60_000);
      const record = newSubmission(enquiry, referenceFor(`bench-${i}-${randomUUID()}`), createdAt);
      if (i < QUEUED) {
        const nextAttemptAt = new Date(now.getTime() + (i < DUE ? -60_000 : 60 * 60_000)).toISOString();
        return { ...record, state: 'queued', attempts: 1, nextAttemptAt };
      }
      return { ...record, state: 'sent', attempts: 1, sentAt: createdAt.toISOString() };
    });
    await inBatches(leads, async (record) => {
      await records.setJSON(submissionKey(record.reference), record);
      if (record.state === 'sent') await raw(`${SENT_STORE_PREFIX}${record.sentAt!.slice(0, 10)}`).set(record.reference, '');
      else await pending.set(record.reference, '');
    });
    await Promise.all(
      [...new Set(leads.filter((lead) => lead.sentAt).map((lead) => lead.sentAt!.slice(0, 10)))].map((day) => raw(SENT_DAYS_STORE_NAME).set(day, '')),
    );
    console.log(`seeded ${TOTAL} leads (${QUEUED} queued, ${DUE} of them due; ${TOTAL - QUEUED} sent) in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    // A local store: claims take their lock files beside it, as under `netlify dev`.
    const store = openSubmissionStore({ ...connection, claimsDirectory: localClaimsDirectory(path.join(directory, 'blobs')) });
    const timed = async (label: string, work: () => Promise<unknown[]>) => {
      const began = Date.now();
      const items = await work();
      console.log(`  ${label}: ${items.length} keys in ${((Date.now() - began) / 1000).toFixed(2)} s`);
    };
    await timed('listing the pending index', () => store.listPending());
    await timed('listing the days of the sent index', () => store.listSentDays());
    await timed('listing the whole sent index (a pass does not)', () => store.listSent());
    await timed('listing every record (what a pass used to start with)', () => store.listAll());

    const started = Date.now();
    const summary = await runRetryPass({
      openStore: () => store,
      env: { MAIL_OUTBOX_DIR: path.join(directory, 'outbox'), SUBMISSION_RETENTION_DAYS: String(RETENTION_DAYS) },
      now: () => new Date(),
      logger: memoryLogger('retry-queued-email'),
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`one retry pass: ${seconds.toFixed(2)} s ${seconds < 5 ? '(goal < 5 s: met)' : '(goal < 5 s: MISSED)'}`);
    console.log(JSON.stringify(summary));
    if (seconds >= 5) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
