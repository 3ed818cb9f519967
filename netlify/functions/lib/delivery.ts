import path from 'node:path';
import { composeEnquiryEmail } from '../../../src/lib/contact/compose';
import type { Logger } from './log';
import type { DeliveryOutcome, Mailer } from './mailer';
import { afterDelivery, type SubmissionRecord } from './submission';
import type { StoredSubmission, SubmissionStore } from './submission-store';

export interface DeliveryDeps {
  store: SubmissionStore;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
}

async function saveWithOneRetry(store: SubmissionStore, record: SubmissionRecord): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await store.replace(record);
      return true;
    } catch {
      // fall through and try once more
    }
  }
  return false;
}

type AttemptDetails = { ref: string; kind: string; attempt: number; ms: number };

/**
 * A lead's first failed attempt is an `error` (a refusal is most often our configuration: worth an
 * alert at once); its later failed retries are `warn`, so one lead does not page every few hours
 * for a week. Giving up is the other `error` (see deliverAndRecord).
 */
function logAttempt(logger: Logger, outcome: DeliveryOutcome, next: SubmissionRecord, common: AttemptDetails): void {
  const failure = next.attempts <= 1 ? logger.error : logger.warn;
  switch (outcome.kind) {
    case 'sent':
      if (outcome.outboxFile) {
        const file = path.relative(process.cwd(), outcome.outboxFile) || outcome.outboxFile;
        logger.info('outbox-written', { ...common, outcome: 'sent', file });
      } else {
        logger.info('delivered', { ...common, outcome: 'sent' });
      }
      break;
    case 'temporary':
      failure('queued-for-retry', { ...common, outcome: next.state, code: outcome.code, smtp: outcome.responseCode, next: next.nextAttemptAt });
      break;
    case 'permanent':
      failure('rejected-by-smtp', { ...common, outcome: next.state, code: outcome.code, smtp: outcome.responseCode, next: next.nextAttemptAt });
      break;
    case 'misconfigured':
      logger.error('configuration-error', {
        ...common,
        outcome: 'queued',
        reason: `mail not sent, submission kept in the store: ${outcome.problems.join('; ')}`,
      });
      break;
  }
}

/**
 * One delivery attempt for a record its caller owns (state `sending`): compose from the fixed
 * templates, hand to the mailer, store the resulting state, log without personal data.
 */
export async function deliverAndRecord(record: SubmissionRecord, deps: DeliveryDeps): Promise<SubmissionRecord> {
  const mail = composeEnquiryEmail(record.enquiry, { receivedAt: new Date(record.createdAt), reference: record.reference, attribution: record.attribution });
  const started = Date.now();
  const outcome = await deps.mailer.deliver(mail, record.reference);
  const next = afterDelivery(record, outcome, deps.now());
  const common = { ref: record.reference, kind: record.enquiry.kind, attempt: next.attempts, ms: Date.now() - started };

  if (next.state === 'undeliverable') {
    // The one line operators alert on: the lead stops being retried and waits for a person.
    const { code, responseCode: smtp } = next.lastError ?? {};
    deps.logger.error('undeliverable', { ...common, outcome: 'undeliverable', code, smtp, since: record.createdAt });
  } else {
    logAttempt(deps.logger, outcome, next, common);
  }

  if (!(await saveWithOneRetry(deps.store, next))) {
    deps.logger.error('store-update-failed', { ref: record.reference, outcome: next.state });
  }
  return next;
}

/**
 * Takes a pending lead as it was read and makes one delivery attempt, unless another run or
 * command claimed it since (null then): the store's claim is atomic, so a lead is never sent by
 * two at once.
 */
export async function claimAndDeliver(stored: StoredSubmission, deps: DeliveryDeps): Promise<SubmissionRecord | null> {
  const claimed = { ...stored.record, state: 'sending' as const, updatedAt: deps.now().toISOString() };
  if (!(await deps.store.claim(stored, claimed))) return null;
  return deliverAndRecord(claimed, deps);
}
