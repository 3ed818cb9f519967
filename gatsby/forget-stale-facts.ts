import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentDir } from './content-dir';
import { readFactTable } from './lib/fact-table';
import { buildSiteOrigin } from './site-origin';

/**
 * Run before `gatsby build` and `gatsby develop` (package.json). Facts are filled into every node
 * when its file is read (src/lib/facts.ts), and Gatsby's cache keeps the nodes of unchanged files:
 * after a new phone number in company.yaml, a cached build would keep the old one in every other
 * file. So when the facts differ from those of the cached build, the cache and its output go, and
 * the build starts cold (as Netlify's builds do anyway).
 */
const ROOT = process.cwd();
const CACHE = path.join(ROOT, '.cache');
// Beside .cache/, not in it: Gatsby empties .cache/ itself when it starts cold.
const DIGEST_FILE = path.join(ROOT, '.facts-digest');

const origin = buildSiteOrigin(contentDir);
// An unusable origin stops the build itself, with its own message (gatsby/node-apis/on-pre-init.ts).
if (origin.ok) {
  const digest = createHash('sha256')
    .update(JSON.stringify(readFactTable(contentDir, origin.origin)))
    .digest('hex');
  const cached = fs.existsSync(DIGEST_FILE) ? fs.readFileSync(DIGEST_FILE, 'utf8') : undefined;
  if (cached !== digest) {
    if (fs.existsSync(CACHE)) {
      process.stdout.write('The facts changed since the cached build: starting from an empty cache, so no page keeps an old one.\n');
      for (const dir of [CACHE, path.join(ROOT, 'public')]) fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.writeFileSync(DIGEST_FILE, digest);
  }
}
