import { getStore, type Store } from '@netlify/blobs';
import type { SubmissionRecord } from './submission';

/** The Netlify Blobs store every accepted submission is written to before SMTP is tried. */
export const SUBMISSIONS_STORE_NAME = 'contact-submissions';
const PREFIX = 'submissions/';

export interface StoredSubmission {
  record: SubmissionRecord;
  etag?: string;
}

/** A stored record that is not valid JSON (seen in the local sandbox after an aborted write). */
export class UnreadableRecordError extends Error {
  constructor(reference: string) {
    super(`Stored submission ${reference} is not valid JSON`);
    this.name = 'UnreadableRecordError';
  }
}

export interface ListedSubmission {
  reference: string;
  etag: string;
}

export interface SubmissionStore {
  /** Writes a new record; false when one with that reference already exists. */
  create(record: SubmissionRecord): Promise<boolean>;
  read(reference: string): Promise<StoredSubmission | null>;
  /** Overwrites; with an etag only if nobody changed the record since it was read. */
  replace(record: SubmissionRecord, etag?: string): Promise<boolean>;
  /** Every stored submission with the etag the listing reports for it. */
  list(): Promise<ListedSubmission[]>;
  remove(reference: string): Promise<void>;
}

export function submissionKey(reference: string): string {
  return `${PREFIX}${reference}`;
}

export function blobsSubmissionStore(store: Store): SubmissionStore {
  return {
    async create(record) {
      const result = await store.setJSON(submissionKey(record.reference), record, { onlyIfNew: true });
      return result.modified;
    },
    async read(reference) {
      // Parsed here, with two quick re-reads, so an empty or torn blob (the local sandbox
      // store leaves one when `netlify dev` kills a timed-out invocation mid-write) is named.
      for (let attempt = 0; ; attempt += 1) {
        const found = await store.getWithMetadata(submissionKey(reference), { type: 'text' });
        if (!found) return null;
        try {
          return { record: JSON.parse(found.data) as SubmissionRecord, etag: found.etag };
        } catch {
          if (attempt >= 2) throw new UnreadableRecordError(reference);
          await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
        }
      }
    },
    async replace(record, etag) {
      const result = await store.setJSON(submissionKey(record.reference), record, etag ? { onlyIfMatch: etag } : {});
      return result.modified;
    },
    async list() {
      // Filtered here rather than with list({ prefix }): the local BlobsServer used by
      // `netlify dev` and the tests returns nothing for a prefixed list through its API.
      const { blobs } = await store.list();
      return blobs.filter((blob) => blob.key.startsWith(PREFIX)).map((blob) => ({ reference: blob.key.slice(PREFIX.length), etag: blob.etag }));
    },
    async remove(reference) {
      await store.delete(submissionKey(reference));
    },
  };
}

export interface BlobsConnection {
  siteID: string;
  token: string;
  apiURL: string;
}

/**
 * In Netlify (production and `netlify dev`) the runtime provides the Blobs environment;
 * tests pass an explicit connection to a local BlobsServer. Strong consistency: a retry or a
 * replayed Idempotency-Key must see the write that came just before it.
 */
export function openSubmissionStore(connection?: BlobsConnection): SubmissionStore {
  const store = getStore({ name: SUBMISSIONS_STORE_NAME, consistency: 'strong', ...connection });
  return blobsSubmissionStore(store);
}
