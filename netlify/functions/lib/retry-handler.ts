import { deliverAndRecord } from './delivery';
import { consoleLogger, withDuration } from './log';
import { createMailer } from './mailer';
import { type Env, type HandlerDeps, isProduction, readMailConfig } from './runtime-config';
import { isDueForRetry, isExpired } from './submission';
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

/**
 * One pass over the store: re-send queued submissions whose time has come (and `sending`
 * ones abandoned by a crashed attempt), delete sent ones past retention. A record is claimed
 * with a conditional write on its etag, so two overlapping runs never send the same one.
 */
export async function runRetryPass(deps: RetryDeps, deployContext?: string): Promise<RetrySummary> {
  const logger = withDuration(deps.logger ?? consoleLogger('retry-queued-email'), Date.now());
  const now = deps.now ?? (() => new Date());
  const store = deps.openStore();
  const production = isProduction(deps.env, deployContext);
  const mailer = createMailer(readMailConfig(deps.env, production, { cwd: deps.cwd, smtpTimeouts: deps.smtpTimeouts }));
  const limit = deps.maxDeliveriesPerRun ?? DEFAULT_MAX_DELIVERIES;
  const summary: RetrySummary = { examined: 0, attempted: 0, sent: 0, queued: 0, failed: 0, skipped: 0, purged: 0 };

  for (const listed of await store.list()) {
    if (summary.attempted >= limit) break;
    const { reference } = listed;
    let stored: StoredSubmission | null;
    try {
      stored = await store.read(reference);
    } catch (error) {
      if (!(error instanceof UnreadableRecordError)) throw error;
      logger.warn('unreadable-record', { ref: reference, outcome: 'skipped' });
      summary.skipped += 1;
      continue;
    }
    if (!stored) continue;
    summary.examined += 1;
    const { record } = stored;
    // Reads from the local BlobsServer carry no etag; the listing's does. A record changed
    // since the listing fails the conditional write below and is simply skipped this time.
    const etag = stored.etag ?? listed.etag;

    if (isExpired(record, now(), retentionDays(deps.env))) {
      await store.remove(reference);
      summary.purged += 1;
      continue;
    }
    if (!isDueForRetry(record, now())) continue;

    const claimed = { ...record, state: 'sending' as const, updatedAt: now().toISOString() };
    if (!etag || !(await store.replace(claimed, etag))) {
      summary.skipped += 1;
      continue;
    }
    summary.attempted += 1;
    const finished = await deliverAndRecord(claimed, { store, mailer, now, logger });
    if (finished.state === 'sent') summary.sent += 1;
    else if (finished.state === 'failed') summary.failed += 1;
    else summary.queued += 1;
  }
  logger.info('pass-finished', { outcome: summary.failed > 0 ? 'some-failed' : 'ok', ...summary });
  return summary;
}
