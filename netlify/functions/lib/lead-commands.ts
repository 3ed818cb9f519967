import { claimAndDeliver } from './delivery';
import type { Logger } from './log';
import { createMailer } from './mailer';
import { type Env, readMailConfig, type SmtpTimeouts } from './runtime-config';
import { isDueForRetry, STALE_SENDING_MS, type SubmissionRecord } from './submission';
import { type PendingEntry, type StoredSubmission, type SubmissionStore, UnreadableRecordError } from './submission-store';

/**
 * The operators' commands on stored leads (`npm run leads`): list the leads not yet mailed, and
 * send one, or every failed one, now. They print references, states, times and SMTP codes only,
 * never a visitor's data. A resend goes through the same claim as the retry job, so a lead is
 * mailed once even when both run at the same moment, and a lead already sent is never resent.
 */
export interface LeadCommandDeps {
  store: SubmissionStore;
  env: Env;
  /** Production rules for the mail configuration (no .eml outbox, SMTP_URL required). */
  production: boolean;
  logger: Logger;
  print: (line: string) => void;
  now?: () => Date;
  smtpTimeouts?: Partial<SmtpTimeouts>;
}

export const LEADS_USAGE = [
  'usage: npm run leads -- list',
  '       npm run leads -- resend <reference>',
  '       npm run leads -- resend --all-failed',
  '       npm run leads -- reindex',
].join('\n');

interface Pending {
  entry: PendingEntry;
  stored: StoredSubmission;
}

/** The leads not yet sent, oldest first; an unreadable one is printed and logged as an error (an alert). */
async function readPending(store: SubmissionStore, print: (line: string) => void, logger: Logger): Promise<Pending[]> {
  const found: Pending[] = [];
  for (const entry of await store.listPending()) {
    try {
      const stored = await store.read(entry.reference);
      if (stored && stored.record.state !== 'sent') found.push({ entry, stored });
    } catch (error) {
      if (!(error instanceof UnreadableRecordError)) throw error;
      print(`unreadable  ${entry.reference}`);
      logger.error('unreadable-record', { ref: entry.reference, outcome: 'skipped' });
    }
  }
  return found.sort((a, b) => a.stored.record.createdAt.localeCompare(b.stored.record.createdAt));
}

/** A lead whose last attempt failed, or that was given up: what `--all-failed` resends. */
const hasFailed = (record: SubmissionRecord): boolean =>
  record.state === 'failed' || record.state === 'undeliverable' || (record.state === 'queued' && record.lastError !== undefined);

function summaryLine(record: SubmissionRecord): string {
  const error = record.lastError ? `${record.lastError.kind}:${record.lastError.responseCode ?? record.lastError.code}` : '-';
  return [
    record.state.padEnd(13),
    record.reference,
    `received ${record.createdAt}`,
    `next ${record.nextAttemptAt ?? '-'}`,
    `attempts ${record.attempts}`,
    `last ${error}`,
  ].join('  ');
}

export async function runLeadCommand(args: readonly string[], deps: LeadCommandDeps): Promise<number> {
  const { store, print } = deps;
  const now = deps.now ?? (() => new Date());
  const [command, target] = args;

  if (command === 'list') {
    const pending = await readPending(store, print, deps.logger);
    for (const { stored } of pending) print(summaryLine(stored.record));
    print(`${pending.length} lead(s) not yet mailed`);
    return 0;
  }
  if (command === 'reindex') {
    // Files every record under the index its state belongs to (records written before the index existed).
    let count = 0;
    for (const reference of await store.listAll()) {
      const stored = await store.read(reference).catch((error: unknown) => {
        if (!(error instanceof UnreadableRecordError)) throw error;
        print(`unreadable  ${reference}`);
        deps.logger.error('unreadable-record', { ref: reference, outcome: 'skipped' });
        return null;
      });
      if (!stored) continue;
      await store.reindex(stored.record);
      count += 1;
    }
    print(`${count} record(s) indexed`);
    return 0;
  }
  if (command !== 'resend' || !target) {
    print(LEADS_USAGE);
    return 2;
  }

  const config = readMailConfig(deps.env, deps.production, { smtpTimeouts: deps.smtpTimeouts });
  if (config.mode === 'misconfigured') {
    print(`not sent: the mail configuration is incomplete (${config.problems.join('; ')}); set SMTP_URL, MAIL_FROM and CONTACT_TO_EMAIL`);
    return 1;
  }
  const pending = await readPending(store, print, deps.logger);
  const chosen =
    target === '--all-failed' ? pending.filter(({ stored }) => hasFailed(stored.record)) : pending.filter(({ entry }) => entry.reference === target);
  if (chosen.length === 0) {
    if (target === '--all-failed') print('no failed lead to send');
    else {
      const sent = await store.read(target).catch(() => null);
      print(sent?.record.state === 'sent' ? `${target}: already sent at ${sent.record.sentAt}; not sent again` : `no lead ${target} waiting to be sent`);
    }
    return 0;
  }
  const mailer = createMailer(config);
  let failures = 0;
  for (const { stored } of chosen) {
    const { record } = stored;
    if (record.state === 'sending' && !isDueForRetry(record, now())) {
      print(`${record.reference}: an attempt is running (started ${record.updatedAt}; taken over after ${STALE_SENDING_MS / 60_000} min); not sent`);
      continue;
    }
    const finished = await claimAndDeliver(stored, { store, mailer, now, logger: deps.logger });
    if (!finished) print(`${record.reference}: taken by another run; not sent`);
    else print(`${record.reference}: ${finished.state}${finished.lastError ? ` (${finished.lastError.responseCode ?? finished.lastError.code})` : ''}`);
    if (finished && finished.state !== 'sent') failures += 1;
  }
  return failures > 0 ? 1 : 0;
}
