import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { startBlobs, type LocalBlobs } from '../../support/blobs';

/**
 * Exactly-once delivery rests on conditional writes (`onlyIfNew`, `onlyIfMatch`). @netlify/blobs
 * 10.0.0–10.7.11 sent no condition with `setJSON`, so every write won; 10.7.12 fixed it
 * (https://github.com/netlify/primitives/pull/731). Every copy installed must be at or above that floor.
 */
const FLOOR = [10, 7, 12] as const;
const root = path.resolve(__dirname, '../..');

const versionParts = (version: string): number[] =>
  version
    .replace(/^[^\d]*/, '')
    .split(/[.-]/)
    .slice(0, 3)
    .map(Number);
const atLeastFloor = (version: string): boolean => {
  const parts = versionParts(version);
  for (let i = 0; i < FLOOR.length; i += 1) if (parts[i] !== FLOOR[i]) return parts[i] > FLOOR[i];
  return true;
};

test('the floor check itself tells a broken version from a fixed one', () => {
  expect(atLeastFloor('10.7.11')).toBe(false);
  expect(atLeastFloor('10.6.99')).toBe(false);
  expect(atLeastFloor('10.7.12')).toBe(true);
  expect(atLeastFloor('11.0.0')).toBe(true);
});

test('package.json asks for @netlify/blobs at or above the floor, and every installed copy is at or above it', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(atLeastFloor(manifest.dependencies['@netlify/blobs'])).toBe(true);
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const copies = Object.entries(lock.packages).filter(([where]) => where.endsWith('node_modules/@netlify/blobs'));
  expect(copies.length).toBeGreaterThan(0);
  for (const [where, { version }] of copies) expect({ where, version, atFloor: atLeastFloor(version ?? '') }).toEqual({ where, version, atFloor: true });
  const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/@netlify/blobs/package.json'), 'utf8')) as { version: string };
  expect(atLeastFloor(installed.version)).toBe(true);
});

describe('a conditional write is refused on the store the tests run against', () => {
  let blobs: LocalBlobs;
  beforeAll(async () => {
    blobs = await startBlobs();
  });
  afterAll(() => blobs.close());

  it('onlyIfNew refuses a second write of the same key, onlyIfMatch a stale etag', async () => {
    const { claimsDirectory: _claims, ...connection } = blobs.connection;
    const store = getStore({ name: 'conditional-writes', consistency: 'strong', ...connection });
    expect((await store.setJSON('lead', { n: 1 }, { onlyIfNew: true })).modified).toBe(true);
    expect((await store.setJSON('lead', { n: 2 }, { onlyIfNew: true })).modified).toBe(false);
    expect(await store.get('lead', { type: 'json' })).toEqual({ n: 1 });
    expect((await store.setJSON('lead', { n: 3 }, { onlyIfMatch: '"not-the-etag"' })).modified).toBe(false);
    expect(await store.get('lead', { type: 'json' })).toEqual({ n: 1 });
  });
});
