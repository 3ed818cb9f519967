#!/usr/bin/env node
// `npm run audit:lighthouse [-- --runs=3] [-- --cpu=4] [-- /path/ ...]`: Lighthouse (mobile preset, simulated
// throttling) over every built page, served compressed as the Netlify CDN would. Prints one row per
// page, a MIN/MAX row and the budgets missed; JSON reports go to reports/lighthouse/. With --runs=N
// each page runs N times and the median run (Lighthouse's own computeMedianRun) is kept.
//
// `npm run audit:lighthouse -- --against <starter build> [--against <astrowind build>]
// [--rounds=5] [/path/ ...]`: the comparison that counts. Simulated throttling multiplies the main-thread time this machine
// takes, so absolute figures differ from machine to machine; only ratios taken in one run mean
// anything. The reference build is served by the same compressing server on its own port, and each
// round measures its home page and each of our pages in turn (the order rotates every round).
// Prints the median of every figure, the ratios to the reference, the goal (GOAL in
// scripts/lib/lighthouse-comparison.mjs: TBT <= 0.5 x the starter's and <= AstroWind's, LCP <= 0.85 x
// the faster reference's, perf >= each reference's, CLS 0) and Lighthouse's CPU
// benchmark index of every run, and the range of each figure over the rounds. `--variant=DIR` or
// `--variant=DIR@/page/` (repeatable) adds that page (default the home page) of another build of
// ours to the same rounds, to see what one change is worth (`npm run build:performance-variants`).
//
// The CPU slowdown (Lighthouse's cpuSlowdownMultiplier) is calibrated once at the start from this
// machine's benchmark index (scripts/lib/cpu-calibration.ts) and used for every page and round;
// `--cpu=N` keeps a fixed one. Every table is printed with the index and the multiplier.
//
// Always exits 0: figures from a shared machine, not a pass/fail test. Lighthouse 13 needs Node
// 22.19+: on an older Node the script reruns itself under Node 24 from the npm registry's `node`
// package, and Lighthouse is installed on demand into the git-ignored .audit-tools/, so it is no
// dependency of the site.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { compareWithReference } from './lib/lighthouse-comparison.mjs';
import { BUDGETS, COLUMNS, formatRow, missedBudgets, rowOf } from './lib/lighthouse-rows.mjs';
import { serveCompressed } from './lib/compressed-static-server.mjs';
import { describeCpuSlowdown } from './lib/cpu-calibration.ts';
import { LIGHTHOUSE_VERSION, ensureLighthouse, importTool, measureCpuSlowdown, toolPackage } from './lib/lighthouse-tool.mjs';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { PUBLIC_DIR, ROOT, builtPaths, ensureBuild, freePort } from './lib/serve-build.ts';

const MIN_NODE_FOR_LIGHTHOUSE = [22, 19];

// Rerun under Node 24 (the npm registry's `node` package) when this Node is too old for Lighthouse 13.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < MIN_NODE_FOR_LIGHTHOUSE[0] || (major === MIN_NODE_FOR_LIGHTHOUSE[0] && minor < MIN_NODE_FOR_LIGHTHOUSE[1])) {
  console.log(`Node ${process.version} is too old for Lighthouse ${LIGHTHOUSE_VERSION}: rerunning under Node 24 (npx -p node@24)`);
  // `--import tsx` (resolved from the site root): this script imports the site's TypeScript modules.
  const rerun = spawnSync('npx', ['-y', '-p', 'node@24', 'node', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exit(rerun.status ?? 1);
}
const REPORT_DIR = path.join(ROOT, 'reports/lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const reportName = (page) => (page === '/' ? 'home' : page.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-'));

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option('runs') ?? 1));
// `--against DIR` or `--against=DIR`, repeatable: every reference build's home page runs in the same rounds.
const againstDirs = args.flatMap((arg, i) =>
  arg.startsWith('--against=') ? [arg.slice('--against='.length)] : arg === '--against' && args[i + 1] ? [args[i + 1]] : [],
);
const against = againstDirs.length > 0;
const requested = args.filter((arg) => arg.startsWith('/') && !againstDirs.includes(arg));

// `--base=DIR`: our pages from another build than public/ (e.g. the "with" build of
// `npm run build:performance-variants`, built the same way as the variants beside it).
const baseDir = option('base') ? path.resolve(option('base')) : PUBLIC_DIR;

ensureLighthouse();
if (baseDir === PUBLIC_DIR) ensureBuild();
const { default: lighthouse } = await importTool('lighthouse/core/index.js');
const { computeMedianRun } = await importTool('lighthouse/core/lib/median-run.js');
const chromeLauncher = await importTool('chrome-launcher/dist/index.js');
const version = JSON.parse(fs.readFileSync(toolPackage('lighthouse'), 'utf8')).version;

// The CPU slowdown for every page and round, measured once before any: a blank page in a browser
// of the same Chromium, closed before Lighthouse's own starts so nothing else shares the CPU.
const indexBrowser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const cpu = await measureCpuSlowdown(indexBrowser, args).finally(() => indexBrowser.close());

fs.rmSync(REPORT_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORT_DIR, { recursive: true });

// One Chrome for the whole run; Lighthouse resets storage and cache before each page.
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
const runLighthouse = (url) => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier: cpu.multiplier } });
const server = { ...(await serveCompressed(baseDir, await freePort())), dir: baseDir };

if (against) {
  try {
    await compareWithReference({
      lighthouse: runLighthouse,
      cpu,
      version,
      ours: server,
      referenceDirs: againstDirs.map((dir) => path.resolve(dir)),
      variantDirs: args.filter((arg) => arg.startsWith('--variant=')).map((arg) => arg.slice('--variant='.length)),
      pages: requested,
      rounds: Math.max(1, Number(option('rounds') ?? 5)),
      rowOf,
      reportDir: REPORT_DIR,
    });
  } finally {
    await chrome.kill();
    await server.close();
  }
  process.exit(0);
}

const pages = requested.length > 0 ? requested : builtPaths();
const rows = [];
const errors = [];
const started = Date.now();
const loadBefore = os.loadavg()[0];
console.log(`Lighthouse ${version} (mobile preset, simulated throttling), ${pages.length} pages, ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page`);
console.log(describeCpuSlowdown(cpu));
console.log(`Served on ${server.url} from public/, compressed as a CDN would (brotli, else gzip).`);
console.log(
  `Bytes are transfer sizes as Lighthouse saw them (body + headers); the gzip -9 budget test in npm test is the byte figure to compare with 100 KB.\n`,
);
console.log(formatRow(COLUMNS.map(([title]) => title)));
try {
  for (const page of pages) {
    try {
      const lhrs = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await runLighthouse(`${server.url}${page}`);
        if (!result) throw new Error('no result');
        if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
        lhrs.push(result.lhr);
      }
      const lhr = runs === 1 ? lhrs[0] : computeMedianRun(lhrs);
      fs.writeFileSync(path.join(REPORT_DIR, `${reportName(page)}.report.json`), JSON.stringify(lhr, null, 2));
      const row = rowOf(page, lhr);
      rows.push(row);
      console.log(formatRow(COLUMNS.map(([, , cell]) => cell(row))));
    } catch (error) {
      errors.push(`${page}: ${error.message}`);
      console.log(`${page.padEnd(44)} ERROR ${error.message}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}

if (rows.length > 0) {
  const min = (key) => Math.min(...rows.map((r) => r[key]));
  const max = (key) => Math.max(...rows.map((r) => r[key]));
  const summary = {
    page: 'MIN score / MAX other',
    perf: min('perf'),
    a11y: min('a11y'),
    bp: min('bp'),
    seo: min('seo'),
    lcpS: max('lcpS'),
    cls: max('cls'),
    tbtMs: max('tbtMs'),
    totalKb: max('totalKb'),
    jsKb: max('jsKb'),
  };
  console.log('-'.repeat(105));
  console.log(formatRow(COLUMNS.map(([, , cell]) => cell(summary))));
  console.log(describeCpuSlowdown(cpu));
}
fs.writeFileSync(
  path.join(REPORT_DIR, 'summary.json'),
  JSON.stringify({ lighthouse: version, date: new Date().toISOString(), cpu, budgets: BUDGETS, rows, errors }, null, 2),
);

console.log(`\n${rows.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s; JSON reports in reports/lighthouse/ (summary.json has every row).`);
// TBT and LCP are simulated from the CPU time observed on this host: on a loaded machine they grow.
const benchmarks = rows
  .map((row) => row.benchmarkIndex)
  .filter(Number.isFinite)
  .sort((a, b) => a - b);
if (benchmarks.length > 0) {
  const median = benchmarks[Math.floor(benchmarks.length / 2)];
  console.log(
    `Host: ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end; ` +
      `Lighthouse CPU benchmark index min ${Math.round(benchmarks[0])} / median ${Math.round(median)} / max ${Math.round(benchmarks.at(-1))}` +
      (benchmarks.at(-1) > 1.5 * benchmarks[0]
        ? ` (spread > 1.5x: another process competed for the CPU, so TBT and LCP are inflated and noisy; rerun on an idle machine${runs === 1 ? ' or with --runs=3' : ''})`
        : ''),
  );
}
const noindexPages = rows.filter((row) => row.noindex).map((row) => row.page);
if (noindexPages.length > 0) console.log(`SEO below 100 by design (meta robots noindex, not counted as a miss): ${noindexPages.join(', ')}`);
console.log(
  `Budgets: scores ${BUDGETS.scores}, LCP <= ${BUDGETS.lcpMs / 1000} s, CLS 0, TBT <= ${BUDGETS.tbtMs} ms; home JS <= ${BUDGETS.homeJsKb} KB, home total <= ${BUDGETS.homeTotalKb} KB (transfer).`,
);
const misses = rows.map((row) => ({ row, missed: missedBudgets(row) })).filter(({ missed }) => missed.length > 0);
if (misses.length === 0 && errors.length === 0) {
  console.log('All budgets met.');
} else {
  console.log(`Budgets missed on ${misses.length} of ${rows.length} pages:`);
  for (const { row, missed } of misses)
    console.log(`  ${row.page}: ${missed.join('; ')}${row.failing.length ? ` [failing audits: ${row.failing.join(', ')}]` : ''}`);
  for (const error of errors) console.log(`  ERROR ${error}`);
}
process.exit(0);
