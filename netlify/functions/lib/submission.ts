import { createHash } from 'node:crypto';
import type { Attribution } from '../../../src/lib/attribution';
import type { Enquiry } from '../../../src/lib/contact/schema';
import type { DeliveryOutcome } from './mailer';

/**
 * One stored submission and its life:
 *
 *   sending ──sent──────────────────────▶ sent
 *      │ ───temporary / config──▶ queued ──(retry job claims it)──▶ sending ...
 *      └ ───permanent (5xx)─────▶ failed ──(retry job claims it)──▶ sending ...
 *   queued / failed, still undelivered {@link GIVE_UP_AFTER_MS} after it came in ──▶ undeliverable
 *
 * Every failure, permanent ones included, is retried with a growing backoff: a 5xx is most often
 * a configuration fault (sender not verified) that an operator fixes. Only after the give-up
 * period does a lead stop being retried; it then waits for a person (`npm run leads`).
 * `sending` is written before SMTP is tried. A `sending` record that stays put longer than
 * {@link STALE_SENDING_MS} belongs to an attempt that died mid-way; the retry job takes it over.
 */
export type SubmissionState = 'sending' | 'sent' | 'queued' | 'failed' | 'undeliverable';

export interface SubmissionError {
  kind: 'temporary' | 'permanent' | 'misconfigured';
  code: string;
  responseCode?: number;
  at: string;
}

export interface SubmissionRecord {
  version: 1;
  reference: string;
  /** Hash of the enquiry: a replayed Idempotency-Key must carry the same content. */
  contentHash: string;
  enquiry: Enquiry;
  /**
   * Where the lead came from (src/lib/attribution.ts), as far as it passed the rules. Not part of
   * the content hash: a retry of the same message from a later page is the same lead. Absent on
   * leads stored before attribution existed: the report counts them as unknown.
   */
  attribution?: Attribution;
  state: SubmissionState;
  /** SMTP attempts made (configuration errors do not count). */
  attempts: number;
  createdAt: string;
  updatedAt: string;
  nextAttemptAt?: string;
  sentAt?: string;
  messageId?: string;
  lastError?: SubmissionError;
}

/** Minutes to wait after attempt n (1-based), then the last value; the scheduled job runs every 10 minutes. */
const BACKOFF_MINUTES = [5, 15, 30, 60, 120, 240, 360];
const CONFIG_RECHECK_MINUTES = 10;
/** How long an undelivered lead keeps being retried before it is marked undeliverable. */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60_000;
export const STALE_SENDING_MS = 5 * 60_000;

/** The store key's stem: a hash, so client-chosen keys never shape our paths. */
export function referenceFor(idempotencyKey: string): string {
  return createHash('sha256').update(`idempotency:${idempotencyKey}`).digest('hex').slice(0, 32);
}

export function contentHashOf(enquiry: Enquiry): string {
  const ordered = Object.entries(enquiry).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

export function newSubmission(enquiry: Enquiry, reference: string, now: Date, attribution: Attribution = {}): SubmissionRecord {
  const at = now.toISOString();
  return { version: 1, reference, contentHash: contentHashOf(enquiry), enquiry, attribution, state: 'sending', attempts: 0, createdAt: at, updatedAt: at };
}

const minutesFrom = (now: Date, minutes: number): string => new Date(now.getTime() + minutes * 60_000).toISOString();

/** The record after one delivery attempt ended with `outcome`. */
export function afterDelivery(record: SubmissionRecord, outcome: DeliveryOutcome, now: Date): SubmissionRecord {
  const at = now.toISOString();
  const base = { ...record, updatedAt: at, nextAttemptAt: undefined };
  if (outcome.kind === 'sent') {
    return { ...base, state: 'sent', attempts: record.attempts + 1, sentAt: at, messageId: outcome.messageId, lastError: undefined };
  }
  const gaveUp = now.getTime() - Date.parse(record.createdAt) >= GIVE_UP_AFTER_MS;
  if (outcome.kind === 'misconfigured') {
    const lastError = { kind: 'misconfigured' as const, code: 'CONFIG', at };
    if (gaveUp) return { ...base, state: 'undeliverable', lastError };
    return { ...base, state: 'queued', nextAttemptAt: minutesFrom(now, CONFIG_RECHECK_MINUTES), lastError };
  }
  const attempts = record.attempts + 1;
  const lastError = { kind: outcome.kind, code: outcome.code, responseCode: outcome.responseCode, at };
  if (gaveUp) return { ...base, state: 'undeliverable', attempts, lastError };
  const wait = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1];
  const state = outcome.kind === 'permanent' ? 'failed' : 'queued';
  return { ...base, state, attempts, nextAttemptAt: minutesFrom(now, wait), lastError };
}

/** A lead the store still holds for delivery (the retry job's and `npm run leads`'s work list). */
export function isPending(record: SubmissionRecord): boolean {
  return record.state !== 'sent';
}

/** Should the retry job try this record now? */
export function isDueForRetry(record: SubmissionRecord, now: Date): boolean {
  if (record.state === 'queued' || record.state === 'failed') return !record.nextAttemptAt || Date.parse(record.nextAttemptAt) <= now.getTime();
  if (record.state === 'sending') return now.getTime() - Date.parse(record.updatedAt) >= STALE_SENDING_MS;
  return false;
}
