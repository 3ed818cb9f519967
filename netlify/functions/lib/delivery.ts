import path from 'node:path';
import { composeEnquiryEmail } from '../../../src/lib/contact/compose';
import type { Logger } from './log';
import type { Mailer } from './mailer';
import { afterDelivery, type SubmissionRecord } from './submission';
import type { SubmissionStore } from './submission-store';

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

/**
 * One delivery attempt for a record its caller owns (state `sending`): compose from the fixed
 * templates, hand to the mailer, store the resulting state, log without personal data.
 */
export async function deliverAndRecord(record: SubmissionRecord, deps: DeliveryDeps): Promise<SubmissionRecord> {
  const mail = composeEnquiryEmail(record.enquiry, { receivedAt: new Date(record.createdAt), reference: record.reference });
  const started = Date.now();
  const outcome = await deps.mailer.deliver(mail, record.reference);
  const next = afterDelivery(record, outcome, deps.now());
  const common = { ref: record.reference, kind: record.enquiry.kind, attempt: next.attempts, ms: Date.now() - started };

  switch (outcome.kind) {
    case 'sent':
      if (outcome.outboxFile) {
        const file = path.relative(process.cwd(), outcome.outboxFile) || outcome.outboxFile;
        deps.logger.info('outbox-written', { ...common, outcome: 'sent', file });
      } else {
        deps.logger.info('delivered', { ...common, outcome: 'sent' });
      }
      break;
    case 'temporary':
      deps.logger.error(next.state === 'failed' ? 'gave-up' : 'queued-for-retry', {
        ...common,
        outcome: next.state,
        code: outcome.code,
        smtp: outcome.responseCode,
        next: next.nextAttemptAt,
      });
      break;
    case 'permanent':
      deps.logger.error('rejected-by-smtp', { ...common, outcome: 'failed', code: outcome.code, smtp: outcome.responseCode });
      break;
    case 'misconfigured':
      deps.logger.error('configuration-error', {
        ...common,
        outcome: 'queued',
        reason: `mail not sent, submission kept in the store: ${outcome.problems.join('; ')}`,
      });
      break;
  }

  if (!(await saveWithOneRetry(deps.store, next))) {
    deps.logger.error('store-update-failed', { ref: record.reference, outcome: next.state });
  }
  return next;
}
