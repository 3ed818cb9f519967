import { claimAndDeliver } from './delivery';
import { consoleLogger, withDuration } from './log';
import { createMailer } from './mailer';
import { type Env, type HandlerDeps, isProduction, readMailConfig } from './runtime-config';
import { isDueForRetry, isPending } from './submission';
import { type StoredSubmission, UnreadableRecordError } from './submission-store';

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
const DEFAULT_RETENTION_DAYS = 30;

function retentionDays(env: Env): number {
  const parsed = Number(env.SUBMISSION_RETENTION_DAYS);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_RETENTION_DAYS;
}

/** Sent leads are kept this many whole days after the day they were sent, then deleted. */
function isPastRetention(day: string, now: Date, days: number): boolean {
  return Date.parse(`${day}T00:00:00.000Z`) + (days + 1) * 24 * 60 * 60_000 <= now.getTime();
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

  for (const entry of await store.listPending()) {
    if (summary.attempted >= limit) break;
    const { reference } = entry;
    let stored: StoredSubmission | null;
    try {
      stored = await store.read(reference);
    } catch (error) {
      if (!(error instanceof UnreadableRecordError)) throw error;
      logger.warn('unreadable-record', { ref: reference, outcome: 'skipped' });
      summary.skipped += 1;
      continue;
    }
    if (!stored) {
      await store.forgetPending(reference);
      continue;
    }
    summary.examined += 1;
    const { record } = stored;
    if (!isPending(record)) {
      await store.reindex(record);
      continue;
    }
    if (!isDueForRetry(record, now())) continue;

    const finished = await claimAndDeliver(entry, stored, { store, mailer, now, logger });
    if (!finished) {
      summary.skipped += 1;
      continue;
    }
    summary.attempted += 1;
    summary[finished.state === 'sending' ? 'queued' : finished.state] += 1;
  }

  const days = retentionDays(deps.env);
  for (const sent of await store.listSent()) {
    if (!isPastRetention(sent.day, now(), days)) continue;
    await store.removeSent(sent);
    summary.purged += 1;
  }
  logger.info('pass-finished', { outcome: summary.failed + summary.undeliverable > 0 ? 'some-failed' : 'ok', ...summary });
  return summary;
}
