import path from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { fileKeyLock, type KeyLock, NO_LOCK } from './key-lock';
import { blobsStoreIsLocal } from './runtime-config';
import { isPending, type SubmissionRecord } from './submission';

/** The Netlify Blobs store every accepted submission is written to before SMTP is tried. */
export const SUBMISSIONS_STORE_NAME = 'contact-submissions';
/**
 * Index stores, so the retry job lists only what it acts on instead of reading every record: one
 * empty entry per lead not yet sent (key: its reference), and one per sent lead in a store per day
 * sent (`contact-submissions-sent-YYYY-MM-DD`), whose days are listed in one more store, so the
 * retention purge lists the days, not the leads. Stores rather than key prefixes, and a list of
 * days rather than the site's store names: the local BlobsServer of `netlify dev` answers a
 * prefixed list, and the list of stores, with nothing.
 */
export const PENDING_STORE_NAME = 'contact-submissions-pending';
export const SENT_STORE_PREFIX = 'contact-submissions-sent-';
export const SENT_DAYS_STORE_NAME = 'contact-submissions-sent-days';
const PREFIX = 'submissions/';

export interface StoredSubmission {
  record: SubmissionRecord;
  etag?: string;
}

/** A stored record that is not valid JSON (seen in the local sandbox after an aborted write). */
export class UnreadableRecordError extends Error {
  constructor(
    readonly reference: string,
    /** The unreadable blob's etag where the store gives one, so that only that blob is replaced. */
    readonly etag?: string,
  ) {
    super(`Stored submission ${reference} is not valid JSON`);
    this.name = 'UnreadableRecordError';
  }
}

export interface PendingEntry {
  reference: string;
  etag: string;
}

export interface SentEntry {
  reference: string;
  /** The day it was sent, `YYYY-MM-DD` (UTC). */
  day: string;
}

/**
 * Every claim on a lead is atomic: of any number of callers (instances, retry runs, operators'
 * commands) racing for one lead, exactly one gets it. `create`, `claim` and `replaceUnreadable`
 * are those claims.
 */
export interface SubmissionStore {
  /** Writes a new record; false when one with that reference already exists. */
  create(record: SubmissionRecord): Promise<boolean>;
  read(reference: string): Promise<StoredSubmission | null>;
  /**
   * Takes a lead for one delivery attempt: writes `claimed` only if the record is still the one
   * `read` returned, and tells whether it did. Of callers that read the same record, one wins.
   */
  claim(read: StoredSubmission, claimed: SubmissionRecord): Promise<boolean>;
  /** Writes `record` over an unreadable blob, only if that blob is still the one `unreadable` named. */
  replaceUnreadable(record: SubmissionRecord, unreadable: UnreadableRecordError): Promise<boolean>;
  /** Overwrites; with an etag only if nobody changed the record since it was read. */
  replace(record: SubmissionRecord, etag?: string): Promise<boolean>;
  /** The leads not yet sent, from the pending index (no record is read). */
  listPending(): Promise<PendingEntry[]>;
  /** Files a record under the index its state belongs to (repairs what a crash left behind). */
  reindex(record: SubmissionRecord): Promise<void>;
  /** The days (`YYYY-MM-DD`) on which the leads still stored were sent. */
  listSentDays(): Promise<string[]>;
  /** Sent leads of one day, or of every day, from the sent index (no record is read). */
  listSent(day?: string): Promise<SentEntry[]>;
  /** Every stored record's reference: reads the whole listing, for the operators' `reindex` only. */
  listAll(): Promise<string[]>;
  /** Drops a pending-index entry whose record is gone or already sent. */
  forgetPending(reference: string): Promise<void>;
  /** Deletes a sent lead and its index entry (retention). */
  removeSent(entry: SentEntry): Promise<void>;
  /** Drops the index store of a day whose leads are all deleted. */
  forgetSentDay(day: string): Promise<void>;
}

export function submissionKey(reference: string): string {
  return `${PREFIX}${reference}`;
}

/** The index stores: pending leads, sent leads of a day, and the days that have sent leads. */
export interface IndexStores {
  pending: Store;
  sentOn(day: string): Store;
  sentDays: Store;
}

/**
 * The index follows each write: a lead is indexed as pending before its record exists (an
 * entry without a record is dropped by the next retry pass), and moves to the sent index once
 * its record says `sent` (a pending entry left behind by a crash is dropped the same way).
 *
 * Claims: on Netlify's store, a conditional write (`onlyIfNew`, `onlyIfMatch` with the etag the
 * read returned) is the claim. On the local store, whose conditional writes race and whose reads
 * carry no etag, every write of a record happens under `lock` (one lock file per lead, shared by
 * every process), and a claim compares the stored record with the one read before it writes.
 */
export function blobsSubmissionStore(store: Store, { pending, sentOn, sentDays }: IndexStores, lock: KeyLock = NO_LOCK): SubmissionStore {
  async function index(record: SubmissionRecord): Promise<void> {
    if (isPending(record)) {
      await pending.set(record.reference, '');
      return;
    }
    const day = (record.sentAt ?? record.updatedAt).slice(0, 10);
    await sentDays.set(day, '');
    await sentOn(day).set(record.reference, '');
    await pending.delete(record.reference);
  }

  async function listSentDays(): Promise<string[]> {
    return (await sentDays.list()).blobs.map((blob) => blob.key);
  }

  async function readRecord(reference: string): Promise<StoredSubmission | null> {
    // Parsed here, with two quick re-reads, so an empty or torn blob (the local sandbox
    // store leaves one when `netlify dev` kills a timed-out invocation mid-write) is named.
    for (let attempt = 0; ; attempt += 1) {
      const found = await store.getWithMetadata(submissionKey(reference), { type: 'text' });
      if (!found) return null;
      try {
        return { record: JSON.parse(found.data) as SubmissionRecord, etag: found.etag };
      } catch {
        if (attempt >= 2) throw new UnreadableRecordError(reference, found.etag);
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
  }

  /** Writes and indexes the record if `condition` holds; under the lead's lock on the local store. */
  async function write(record: SubmissionRecord, condition: { onlyIfNew: true } | { onlyIfMatch: string } | Record<string, never>): Promise<boolean> {
    const result = await store.setJSON(submissionKey(record.reference), record, condition);
    if (result.modified) await index(record);
    return result.modified;
  }

  /** The record as stored now, compared field for field with what a caller read (local store: no etags). */
  async function isUnchanged(earlier: StoredSubmission): Promise<boolean> {
    const current = await readRecord(earlier.record.reference).catch(() => null);
    return current !== null && JSON.stringify(current.record) === JSON.stringify(earlier.record);
  }

  return {
    create: (record) =>
      lock.hold(record.reference, async () => {
        // Indexed first: an entry without a record is dropped by the next retry pass, a record
        // without an entry would never be retried.
        await index(record);
        const result = await store.setJSON(submissionKey(record.reference), record, { onlyIfNew: true });
        return result.modified;
      }),
    read: readRecord,
    claim: (stored, claimed) =>
      lock.hold(claimed.reference, async () => {
        if (stored.etag) return write(claimed, { onlyIfMatch: stored.etag });
        return (await isUnchanged(stored)) && write(claimed, {});
      }),
    replaceUnreadable: (record, unreadable) =>
      lock.hold(record.reference, async () => {
        if (unreadable.etag) return write(record, { onlyIfMatch: unreadable.etag });
        const stillUnreadable = await readRecord(record.reference).then(
          () => false,
          (error: unknown) => error instanceof UnreadableRecordError,
        );
        return stillUnreadable && write(record, {});
      }),
    replace: (record, etag) => lock.hold(record.reference, () => write(record, etag ? { onlyIfMatch: etag } : {})),
    async listPending() {
      const { blobs } = await pending.list();
      return blobs.map((blob) => ({ reference: blob.key, etag: blob.etag }));
    },
    reindex: index,
    listSentDays,
    async listSent(day) {
      const days = day ? [day] : await listSentDays();
      const perDay = await Promise.all(days.map(async (one) => (await sentOn(one).list()).blobs.map((blob) => ({ day: one, reference: blob.key }))));
      return perDay.flat();
    },
    async listAll() {
      const { blobs } = await store.list();
      return blobs.filter((blob) => blob.key.startsWith(PREFIX)).map((blob) => blob.key.slice(PREFIX.length));
    },
    async forgetPending(reference) {
      await pending.delete(reference);
    },
    async removeSent(entry) {
      await store.delete(submissionKey(entry.reference));
      await sentOn(entry.day).delete(entry.reference);
    },
    async forgetSentDay(day) {
      await sentOn(day).deleteAll();
      await sentDays.delete(day);
    },
  };
}

export interface BlobsConnection {
  siteID: string;
  token: string;
  apiURL: string;
  /**
   * Only for a local store (a BlobsServer): the folder where claims take their lock files, shared
   * by every process that writes to that store (see ./key-lock). Absent for Netlify's store.
   */
  claimsDirectory?: string;
}

/** Where `netlify dev` keeps its local store, from the project root (netlify-cli's `blobs-serve`). */
export const LOCAL_STORE_DIRECTORY = path.join('.netlify', 'blobs-serve');

/** The claims' lock files of a local store live in its folder, beside BlobsServer's own `entries/` and `metadata/`. */
export const localClaimsDirectory = (storeDirectory: string): string => path.join(storeDirectory, 'claims');

/**
 * In Netlify (production and `netlify dev`) the runtime provides the Blobs environment; the
 * operators' command and tests pass an explicit connection. Strong consistency: a retry or a
 * replayed Idempotency-Key must see the write that came just before it. Under `netlify dev` the
 * lock files go to the local store of the project it runs in (its working directory).
 */
export function openSubmissionStore(connection?: BlobsConnection): SubmissionStore {
  const { claimsDirectory, ...blobs } = connection ?? {};
  const open = (name: string): Store => getStore({ name, consistency: 'strong', ...blobs });
  const localClaims = connection ? claimsDirectory : blobsStoreIsLocal(process.env) ? localClaimsDirectory(path.resolve(LOCAL_STORE_DIRECTORY)) : undefined;
  return blobsSubmissionStore(
    open(SUBMISSIONS_STORE_NAME),
    { pending: open(PENDING_STORE_NAME), sentOn: (day) => open(`${SENT_STORE_PREFIX}${day}`), sentDays: open(SENT_DAYS_STORE_NAME) },
    localClaims ? fileKeyLock(localClaims) : NO_LOCK,
  );
}
