import { createHash } from 'node:crypto';
import type { Enquiry } from '../../../src/lib/contact/schema';
import type { DeliveryOutcome } from './mailer';

/**
 * One stored submission and its life:
 *
 *   sending ──sent──────────────▶ sent
 *      │ ───temporary / config──▶ queued ──(retry job claims it)──▶ sending ...
 *      └ ───permanent (5xx)─────▶ failed
 *
 * `sending` is written before SMTP is tried. A `sending` record that stays put longer than
 * {@link STALE_SENDING_MS} belongs to an attempt that died mid-way; the retry job takes it over.
 */
export type SubmissionState = 'sending' | 'sent' | 'queued' | 'failed';

export interface SubmissionError {
  kind: 'temporary' | 'permanent' | 'misconfigured' | 'exhausted';
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

export const MAX_ATTEMPTS = 8;
/** Minutes to wait after attempt n (1-based); the scheduled job runs every 10 minutes. */
const BACKOFF_MINUTES = [5, 10, 20, 40, 80, 160, 320];
const CONFIG_RECHECK_MINUTES = 10;
export const STALE_SENDING_MS = 5 * 60_000;

/** The store key's stem: a hash, so client-chosen keys never shape our paths. */
export function referenceFor(idempotencyKey: string): string {
  return createHash('sha256').update(`idempotency:${idempotencyKey}`).digest('hex').slice(0, 32);
}

/** The reference of a Netlify Forms submission mailed by submission-created: one per submission id. */
export function referenceForFormSubmission(submissionId: string): string {
  return createHash('sha256').update(`netlify-form:${submissionId}`).digest('hex').slice(0, 32);
}

export function contentHashOf(enquiry: Enquiry): string {
  const ordered = Object.entries(enquiry).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

export function newSubmission(enquiry: Enquiry, reference: string, now: Date): SubmissionRecord {
  const at = now.toISOString();
  return { version: 1, reference, contentHash: contentHashOf(enquiry), enquiry, state: 'sending', attempts: 0, createdAt: at, updatedAt: at };
}

const minutesFrom = (now: Date, minutes: number): string => new Date(now.getTime() + minutes * 60_000).toISOString();

/** The record after one delivery attempt ended with `outcome`. */
export function afterDelivery(record: SubmissionRecord, outcome: DeliveryOutcome, now: Date): SubmissionRecord {
  const at = now.toISOString();
  const base = { ...record, updatedAt: at, nextAttemptAt: undefined };
  switch (outcome.kind) {
    case 'sent':
      return { ...base, state: 'sent', attempts: record.attempts + 1, sentAt: at, messageId: outcome.messageId, lastError: undefined };
    case 'misconfigured':
      return {
        ...base,
        state: 'queued',
        nextAttemptAt: minutesFrom(now, CONFIG_RECHECK_MINUTES),
        lastError: { kind: 'misconfigured', code: 'CONFIG', at },
      };
    case 'permanent':
      return {
        ...base,
        state: 'failed',
        attempts: record.attempts + 1,
        lastError: { kind: 'permanent', code: outcome.code, responseCode: outcome.responseCode, at },
      };
    case 'temporary': {
      const attempts = record.attempts + 1;
      const error = { code: outcome.code, responseCode: outcome.responseCode, at };
      if (attempts >= MAX_ATTEMPTS) return { ...base, state: 'failed', attempts, lastError: { kind: 'exhausted', ...error } };
      const wait = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1];
      return { ...base, state: 'queued', attempts, nextAttemptAt: minutesFrom(now, wait), lastError: { kind: 'temporary', ...error } };
    }
  }
}

/** Should the retry job try this record now? */
export function isDueForRetry(record: SubmissionRecord, now: Date): boolean {
  if (record.state === 'queued') return !record.nextAttemptAt || Date.parse(record.nextAttemptAt) <= now.getTime();
  if (record.state === 'sending') return now.getTime() - Date.parse(record.updatedAt) >= STALE_SENDING_MS;
  return false;
}

/** Sent records are deleted after the retention period (personal data is not kept forever). */
export function isExpired(record: SubmissionRecord, now: Date, retentionDays: number): boolean {
  if (record.state !== 'sent' || !record.sentAt) return false;
  return now.getTime() - Date.parse(record.sentAt) >= retentionDays * 24 * 60 * 60_000;
}
