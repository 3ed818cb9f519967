import fs from 'node:fs';
import path from 'node:path';
import type { FactTable } from '../src/lib/facts';
import { contentDir } from './content-dir';
import { readFactTable } from './lib/fact-table';
import { buildSiteOrigin } from './site-origin';

/** Every content file's path and modification time: the table is read again when one changes (`gatsby develop`). */
const contentSignature = (dir: string): string => {
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? contentSignature(full) : `${full}:${fs.statSync(full).mtimeMs}`;
    })
    .join('|');
};

let cached: { signature: string; table: FactTable } | undefined;

/** This build's facts (src/lib/facts.ts): content/ and the resolved site origin. */
export const buildFacts = (): FactTable => {
  const signature = contentSignature(contentDir);
  if (cached?.signature === signature) return cached.table;
  const origin = buildSiteOrigin(contentDir);
  if (!origin.ok) throw new Error(origin.message);
  cached = { signature, table: readFactTable(contentDir, origin.origin) };
  return cached.table;
};
