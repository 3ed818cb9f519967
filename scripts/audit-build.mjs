#!/usr/bin/env node
// `npm run audit:build`: cold build (after `gatsby clean`: no .cache, no public/) and warm build
// (right after, with Gatsby's caches and processed images), in seconds, and the page count.
// Builds write public/, which other developers and test runs share: run it through the lock wrapper.
import { spawnSync } from 'node:child_process';
import { ROOT, builtPaths } from './lib/serve-build.ts';

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

const timed = (label, command, args) => {
  const started = process.hrtime.bigint();
  // The build's output is captured, not shown, so the figures stand out; its tail is printed on failure.
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status}):\n${(result.stdout + result.stderr).slice(-4000)}`);
    process.exit(1);
  }
  return seconds;
};

timed('gatsby clean', 'npx', ['gatsby', 'clean']);
const cold = timed('cold build', 'npm', ['run', 'build']);
const warm = timed('warm build', 'npm', ['run', 'build']);
const pages = builtPaths();

console.log(`Build audit (Node ${process.version}, \`npm run build\`)`);
console.log(`cold build (after gatsby clean): ${cold.toFixed(1)} s`);
console.log(`warm build (caches kept):        ${warm.toFixed(1)} s`);
console.log(`pages built:                     ${pages.length} (public/**/index.html, 404 excluded)`);
