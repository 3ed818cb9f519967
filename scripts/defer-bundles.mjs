#!/usr/bin/env node
// Post-build step of `npm run build`, before the CSP step: every built page loads Gatsby's
// bundles after its first paint (scripts/lib/bundles-after-paint.cjs says why).
// Usage: node scripts/defer-bundles.mjs [publishDir]   (default: public/)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { deferBundles } = require('./lib/bundles-after-paint.cjs');
const { gatsbyPageFiles } = require('./lib/built-pages.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISH_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, 'public'));

const pages = gatsbyPageFiles(PUBLISH_DIR);
const withoutBundles = [];
for (const file of pages) {
  const rewritten = deferBundles(fs.readFileSync(file, 'utf8'));
  if (rewritten === null) withoutBundles.push(path.relative(PUBLISH_DIR, file));
  else fs.writeFileSync(file, rewritten);
}
if (withoutBundles.length > 0) {
  // Gatsby changed how it writes its script tags: fail rather than ship pages loaded the old way.
  console.error(`defer-bundles: no Gatsby bundle <script async> tags found in ${withoutBundles.join(', ')}`);
  process.exit(1);
}
console.log(`defer-bundles: ${pages.length} pages load their bundles after the first paint`);
