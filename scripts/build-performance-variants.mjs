#!/usr/bin/env node
// `npm run build:performance-variants [-- NAME ...]`: builds the site once as it is ("with") and
// once per patch in docs/performance-variants/ (each undoes one mechanism of docs/PERFORMANCE.md),
// for the with/without runs of `npm run audit:lighthouse -- --variant=…` and
// `npm run bench:interactivity`. Each build is cold (no .cache, no public/), in a scratch git
// worktree of HEAD outside the repository, with node_modules hard-linked from this one; the built
// sites land in $TMPDIR/performance-variants/<name>/. A patch that no longer applies stops the
// script naming it: the mechanism's code has changed, and the patch must be written again.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PATCHES = path.join(ROOT, 'docs/performance-variants');
const OUT = path.join(os.tmpdir(), 'performance-variants');
const TREE = path.join(OUT, 'tree');

const git = (...args) => execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const gitInTree = (...args) => execFileSync('git', args, { cwd: TREE, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

const wanted = process.argv.slice(2);
const patches = fs
  .readdirSync(PATCHES)
  .filter((file) => file.endsWith('.patch'))
  .map((file) => file.slice(0, -'.patch'.length))
  .filter((name) => wanted.length === 0 || wanted.includes(name));
const variants = [...(wanted.length === 0 || wanted.includes('with') ? ['with'] : []), ...patches];

fs.mkdirSync(OUT, { recursive: true });
if (!fs.existsSync(path.join(TREE, '.git'))) git('worktree', 'add', '--detach', TREE, 'HEAD');
gitInTree('checkout', '--detach', '--force', git('rev-parse', 'HEAD').trim());
// Linked afresh every run: a tree kept from an earlier run may lack a dependency added since.
fs.rmSync(path.join(TREE, 'node_modules'), { recursive: true, force: true });
execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), TREE]);

const commit = git('rev-parse', '--short', 'HEAD').trim();
for (const name of variants) {
  gitInTree('checkout', '--force', '--', '.');
  if (name !== 'with') {
    const patch = path.join(PATCHES, `${name}.patch`);
    const applied = spawnSync('git', ['apply', patch], { cwd: TREE, stdio: 'inherit' });
    if (applied.status !== 0) throw new Error(`${name}.patch no longer applies to ${commit}: write it again against the current code`);
  }
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(TREE, dir), { recursive: true, force: true });
  const started = Date.now();
  console.log(`\n== ${name} (${commit}): gatsby build`);
  const build = spawnSync('npx', ['gatsby', 'build'], { cwd: TREE, stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`${name}: the build failed`);
  const target = path.join(OUT, name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(path.join(TREE, 'public'), target);
  console.log(`== ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s, in ${target}`);
}
gitInTree('checkout', '--force', '--', '.');
console.log(`\nBuilt ${variants.length} sites of ${commit} in ${OUT}/. Compare them in one run, e.g.:`);
console.log(
  `  npm run audit:lighthouse -- --against ../shared/anchors/gatsby-starter-blog --against ../shared/anchors/astrowind ` +
    `--base=${path.join(OUT, 'with')} ${patches.map((name) => `--variant=${path.join(OUT, name)}`).join(' ')}`,
);
