#!/usr/bin/env node
// `npm run check:deploy`: runs Netlify's own build as a deploy runs it (`netlify build --offline`:
// the build command with Gatsby's Netlify adapter, then Netlify bundling each function into
// .netlify/functions/<name>.zip) on the Node major of NODE_VERSION, then a dry run that reads the
// built public/_headers, and fails when
//  - the build fails or Netlify warns about any header rule (syntax, or one name in two letter cases);
//  - a function of netlify/functions/ has no bundle, or a bundle is not for the Node major of
//    NODE_VERSION in netlify.toml (Netlify runs a function on the build's Node major);
//  - the headers computed over the built public/ break a rule, or a retired entry's address does not
//    answer a 301 to its section in the redirects Netlify reads (tests/build/deploy-headers.test.ts).
// A production context needs the site's real address: URL is used when set, else a netlify.app one
// (`check:deploy --print-url` prints the address it would use, and does nothing else).
// [build.environment] of netlify.toml is passed in the process environment too: netlify-cli decides
// whether to install the Essential Gatsby plugin (NETLIFY_SKIP_GATSBY_BUILD_PLUGIN) from the process
// environment alone, before it reads that table.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FUNCTIONS_OUT = path.join(ROOT, '.netlify/functions');
const DEFAULT_URL = 'https://ai-solutions-site.netlify.app';
// Netlify's header messages (@netlify/config): "Warning: some headers have syntax errors", "the same header is set twice ...".
const HEADER_WARNING = /warning:.*header|header.*(?:twice|syntax error|invalid)/i;

const deployUrl = process.env.URL || DEFAULT_URL;
if (process.argv.includes('--print-url')) {
  console.log(deployUrl);
  process.exit(0);
}
const started = Date.now();
const netlifyConfig = parseToml(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8'));
const nodeMajor = String(netlifyConfig.build?.environment?.NODE_VERSION ?? '').split('.')[0];
if (!/^\d+$/.test(nodeMajor)) throw new Error('netlify.toml sets no [build.environment] NODE_VERSION');
const functionSources = fs
  .readdirSync(path.join(ROOT, netlifyConfig.build.functions))
  .filter((name) => /\.(?:mts|ts|mjs|js|cjs)$/.test(name) && !name.includes('.test.'))
  .map((name) => name.replace(/\.[^.]+$/, ''));

/**
 * Runs `netlify <args>` on the Node major of NODE_VERSION, as Netlify does (the function bundles
 * take their runtime from the Node that bundles them), from the npm registry when the local Node
 * is another; echoes its output and resolves with the exit code and the whole output.
 */
const netlify = (args) =>
  new Promise((resolve) => {
    const cli = path.join(ROOT, 'node_modules/netlify-cli/bin/run.js');
    const [command, commandArgs] =
      process.versions.node.split('.')[0] === nodeMajor ? [process.execPath, [cli, ...args]] : ['npx', ['-y', '-p', `node@${nodeMajor}`, 'node', cli, ...args]];
    const child = spawn(command, commandArgs, {
      cwd: ROOT,
      env: { ...process.env, ...netlifyConfig.build.environment, URL: deployUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code, output }));
  });

/** The bundles Netlify wrote, from its manifest: name, zip and runtime ("nodejs24.x"). */
const functionBundles = () => {
  const manifestFile = path.join(FUNCTIONS_OUT, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')).functions.map((entry) => ({
    name: entry.name,
    zip: entry.path,
    runtime: entry.runtimeVersion ?? entry.runtime,
  }));
};

// As on a fresh clone: no bundles and no _headers of an earlier build (Netlify reads _headers before the build too).
fs.rmSync(FUNCTIONS_OUT, { recursive: true, force: true });
fs.rmSync(path.join(ROOT, 'public/_headers'), { force: true });
const build = await netlify(['build', '--offline']);
const problems = [];
if (build.code !== 0) problems.push(`netlify build exited with ${build.code}`);
// netlify build checks the header rules before the build only: a dry run reads the built _headers.
const dry = build.code === 0 ? await netlify(['build', '--offline', '--dry']) : { code: 0, output: '' };
if (dry.code !== 0) problems.push(`netlify build --dry exited with ${dry.code}`);
// ANSI colours off, so the patterns see the words.
const plain = (build.output + dry.output).replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
for (const line of plain.split('\n').filter((text) => HEADER_WARNING.test(text))) problems.push(`header warning: ${line.trim()}`);

const bundles = functionBundles();
console.log(`\nFunction bundles (Node ${nodeMajor} from NODE_VERSION):`);
for (const name of functionSources) {
  const bundle = bundles.find((entry) => entry.name === name);
  const size = bundle && fs.existsSync(bundle.zip) ? `${(fs.statSync(bundle.zip).size / 1024).toFixed(0)} KB` : 'missing';
  console.log(`  ${name.padEnd(22)} ${bundle ? path.relative(ROOT, bundle.zip) : '-'}  ${size}  ${bundle?.runtime ?? ''}`);
  if (!bundle || size === 'missing') problems.push(`${name}: no bundle in .netlify/functions/`);
  else if (bundle.runtime !== `nodejs${nodeMajor}.x`) problems.push(`${name}: bundled for ${bundle.runtime}, NODE_VERSION is ${nodeMajor}`);
}
const unexpected = bundles.filter((entry) => !functionSources.includes(entry.name)).map((entry) => entry.name);
if (unexpected.length > 0) problems.push(`bundles with no source in netlify/functions/: ${unexpected.join(', ')}`);

if (problems.length === 0) {
  const test = spawnSync(path.join(ROOT, 'node_modules/.bin/jest'), ['tests/build/deploy-headers.test.ts', '--selectProjects', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (test.status !== 0)
    problems.push("the headers or the retired entries' redirects of the Netlify-built public/ break a rule (tests/build/deploy-headers.test.ts)");
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
for (const problem of problems) console.log(`FAIL: ${problem}`);
if (problems.length === 0)
  console.log(`\nOK: netlify build with no header warning, ${functionSources.length} function bundles for Node ${nodeMajor} (${seconds} s)`);
process.exit(problems.length === 0 ? 0 : 1);
