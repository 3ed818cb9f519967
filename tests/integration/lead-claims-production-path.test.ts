import type { Store } from '@netlify/blobs';
import { newSubmission, referenceFor, type SubmissionRecord } from '../../netlify/functions/lib/submission';
import { blobsSubmissionStore, submissionKey, UnreadableRecordError } from '../../netlify/functions/lib/submission-store';

type Condition = { onlyIfNew?: boolean; onlyIfMatch?: string };

/**
 * A store with the contract the production path relies on (docs/OPERATORS.md, "Exactly once"):
 * a write with `onlyIfNew` / `onlyIfMatch` is checked and applied as one step, reads return the
 * entry's etag. It records the condition of every write to a lead's record, so the test shows
 * which conditions our code hands to Netlify's store.
 */
function atomicStore(writes: Array<{ key: string; condition: Condition }>): Store {
  const entries = new Map<string, { data: string; etag: string }>();
  let version = 0;
  const put = async (key: string, data: string, condition: Condition = {}) => {
    await Promise.resolve(); // the request's round trip: callers interleave here
    if (key.startsWith('submissions/')) writes.push({ key, condition });
    const current = entries.get(key);
    if (condition.onlyIfNew && current) return { modified: false };
    if (condition.onlyIfMatch !== undefined && current?.etag !== condition.onlyIfMatch) return { modified: false };
    version += 1;
    const etag = `"v${version}"`;
    entries.set(key, { data, etag });
    return { modified: true, etag };
  };
  const store = {
    set: (key: string, data: string, condition?: Condition) => put(key, data, condition),
    setJSON: (key: string, value: unknown, condition?: Condition) => put(key, JSON.stringify(value), condition),
    getWithMetadata: async (key: string) => {
      await Promise.resolve();
      const found = entries.get(key);
      return found ? { data: found.data, etag: found.etag, metadata: {} } : null;
    },
    delete: async (key: string) => {
      entries.delete(key);
    },
    deleteAll: async () => ({ deletedBlobs: 0 }),
    list: async () => ({ blobs: [...entries].map(([key, { etag }]) => ({ key, etag })), directories: [] }),
  };
  return store as unknown as Store;
}

const enquiry = { kind: 'contact' as const, topic: 'general' as const, name: 'Ada Lovelace', email: 'ada@analytical.example', company: '', message: 'Hello.' };

/**
 * On Netlify's store our code takes no lock: each claim is one conditional write, and the store
 * must apply it atomically. These tests pin down the conditions we send and that, on a store
 * that honours them, one claimant of many wins.
 */
describe('the production path: claims are conditional writes on Netlify’s store', () => {
  let writes: Array<{ key: string; condition: Condition }>;
  let store: ReturnType<typeof blobsSubmissionStore>;
  let record: SubmissionRecord;

  beforeEach(() => {
    writes = [];
    const index = atomicStore([]);
    store = blobsSubmissionStore(atomicStore(writes), { pending: index, sentOn: () => index, sentDays: index });
    record = newSubmission(enquiry, referenceFor('production-path-key-0001'), new Date('2026-11-26T12:00:00Z'));
  });

  it('the first delivery: five twins create the record with onlyIfNew, one wins', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => store.create(record)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(writes).toEqual(Array.from({ length: 5 }, () => ({ key: submissionKey(record.reference), condition: { onlyIfNew: true } })));
  });

  it('a retry or a resend claims with onlyIfMatch and the etag its read returned; of two that read the same record, one wins', async () => {
    await store.create({ ...record, state: 'failed' });
    const [first, second] = await Promise.all([store.read(record.reference), store.read(record.reference)]);
    if (!first?.etag || !second) throw new Error('the store returned no etag');
    writes.length = 0;
    const claimed = { ...record, state: 'sending' as const };
    const results = await Promise.all([store.claim(first, claimed), store.claim(second, claimed)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(writes.map((write) => write.condition)).toEqual([{ onlyIfMatch: first.etag }, { onlyIfMatch: first.etag }]);
  });

  it('an unreadable record is replaced with onlyIfMatch on its etag, so only that blob is replaced', async () => {
    const unreadable = new UnreadableRecordError(record.reference, '"torn"');
    expect(await store.replaceUnreadable(record, unreadable)).toBe(false);
    expect(writes.map((write) => write.condition)).toEqual([{ onlyIfMatch: '"torn"' }]);
  });
});
