import { claimAndDeliver } from './delivery';
import { consoleLogger, type Logger, withDuration } from './log';
import { createMailer } from './mailer';
import type { HandlerDeps } from './handler-deps';
import { isProduction, readMailConfig, retentionDays } from './runtime-config';
import { isDueForRetry, isPending } from './submission';
import { type PendingEntry, type StoredSubmission, type SubmissionStore, UnreadableRecordError } from './submission-store';

export interface RetryDeps extends HandlerDeps {
  /** Delivery attempts per run, so one run stays well inside the function time limit. */
  maxDeliveriesPerRun?: number;
}

export interface RetrySummary {
  examined: number;
  attempted: number;
  sent: number;
  queued: number;
  failed: number;
  undeliverable: number;
  /** Claimed by a concurrent run between our read and our write, or unreadable. */
  skipped: number;
  purged: number;
}

const DEFAULT_MAX_DELIVERIES = 20;
/** Deletions per run: a backlog of expired leads is worked off over several runs, each well inside the time limit. */
const MAX_PURGES_PER_RUN = 200;
const PARALLEL_REQUESTS = 20;
/** Sent leads are kept this many whole days after the day they were sent, then deleted. */
function isPastRetention(day: string, now: Date, days: number): boolean {
  return Date.parse(`${day}T00:00:00.000Z`) + (days + 1) * 24 * 60 * 60_000 <= now.getTime();
}

/** Deletes sent leads past retention, day by day, at most {@link MAX_PURGES_PER_RUN}; returns how many. */
async function purgeExpired(store: SubmissionStore, now: Date, days: number): Promise<number> {
  let purged = 0;
  const expiredDays = (await store.listSentDays()).filter((day) => isPastRetention(day, now, days)).sort();
  for (const day of expiredDays) {
    const entries = (await store.listSent(day)).slice(0, MAX_PURGES_PER_RUN - purged);
    for (let start = 0; start < entries.length; start += PARALLEL_REQUESTS) {
      await Promise.all(entries.slice(start, start + PARALLEL_REQUESTS).map((sent) => store.removeSent(sent)));
    }
    purged += entries.length;
    if (purged >= MAX_PURGES_PER_RUN) break;
    await store.forgetSentDay(day);
  }
  return purged;
}

/** The listed lead's record when it is due for an attempt; repairs the index on the way. */
async function dueLead(store: SubmissionStore, entry: PendingEntry, now: Date, summary: RetrySummary, logger: Logger): Promise<StoredSubmission | null> {
  let stored: StoredSubmission | null;
  try {
    stored = await store.read(entry.reference);
  } catch (error) {
    if (!(error instanceof UnreadableRecordError)) throw error;
    // An operator alert on every pass until a person looks (the key only: nothing in it can be read).
    logger.error('unreadable-record', { ref: entry.reference, outcome: 'skipped' });
    summary.skipped += 1;
    return null;
  }
  if (!stored) {
    await store.forgetPending(entry.reference);
    return null;
  }
  summary.examined += 1;
  if (!isPending(stored.record)) {
    await store.reindex(stored.record);
    return null;
  }
  return isDueForRetry(stored.record, now) ? stored : null;
}

/**
 * One pass: re-send the leads of the pending index whose time has come (and `sending` ones
 * abandoned by a crashed attempt), then delete sent ones past retention, found through the
 * sent index. No other record is read. A lead is claimed with a conditional write, so two
 * overlapping runs never send the same one.
 */
export async function runRetryPass(deps: RetryDeps, deployContext?: string): Promise<RetrySummary> {
  const logger = withDuration(deps.logger ?? consoleLogger('retry-queued-email'), Date.now());
  const now = deps.now ?? (() => new Date());
  const store = deps.openStore();
  const production = isProduction(deps.env, deployContext);
  const mailer = createMailer(readMailConfig(deps.env, production, { cwd: deps.cwd, smtpTimeouts: deps.smtpTimeouts }));
  const limit = deps.maxDeliveriesPerRun ?? DEFAULT_MAX_DELIVERIES;
  const summary: RetrySummary = { examined: 0, attempted: 0, sent: 0, queued: 0, failed: 0, undeliverable: 0, skipped: 0, purged: 0 };

  // Records are read a few at a time; deliveries stay one at a time.
  const entries = await store.listPending();
  for (let start = 0; start < entries.length && summary.attempted < limit; start += PARALLEL_REQUESTS) {
    const chunk = entries.slice(start, start + PARALLEL_REQUESTS);
    const due = await Promise.all(chunk.map((entry) => dueLead(store, entry, now(), summary, logger)));
    for (const stored of due) {
      if (!stored || summary.attempted >= limit) continue;
      const finished = await claimAndDeliver(stored, { store, mailer, now, logger });
      if (!finished) {
        summary.skipped += 1;
        continue;
      }
      summary.attempted += 1;
      summary[finished.state === 'sending' ? 'queued' : finished.state] += 1;
    }
  }

  summary.purged = await purgeExpired(store, now(), retentionDays(deps.env));
  logger.info('pass-finished', { outcome: summary.failed + summary.undeliverable > 0 ? 'some-failed' : 'ok', ...summary });
  return summary;
}
