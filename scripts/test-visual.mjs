#!/usr/bin/env node
// `npm run test:visual`: the visual project of playwright.config.ts (tests/visual/visual.spec.ts),
// 20 full-page shots and their layout snapshots, over the site built on the fixture content of
// tests/fixtures/site-content/ (`npm run build:visual-fixture` first; npm test builds it).
//
//   npm run test:visual                      compare with the baselines in tests/visual/baselines/
//   npm run test:visual -- --update          take new baselines (and docs/screenshots/, layouts, RENDERER.txt)
//   npm run test:visual -- --update-layout   rewrite the layout snapshots only (any Chromium)
//
// Any other argument goes to Playwright (e.g. `-g home` for the home page's four shots).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env };
const playwrightArgs = args.flatMap((arg) => {
  if (arg === '--update') return ['--update-snapshots=all'];
  if (arg === '--update-layout') {
    env.UPDATE_LAYOUT = '1';
    return [];
  }
  return [arg];
});
const result = spawnSync('npx', ['playwright', 'test', '--project=visual', ...playwrightArgs], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
