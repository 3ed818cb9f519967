// Lighthouse for the performance scripts, installed on demand into the git-ignored .audit-tools/ so
// it is no dependency of the site, and the CPU calibration both scripts share.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSlowdown, fixedCpuOption } from './cpu-calibration.ts';
import { ROOT } from './serve-build.ts';

export const LIGHTHOUSE_VERSION = '13.5.0';
const TOOLS = path.join(ROOT, '.audit-tools');

export const toolPackage = (name) => path.join(TOOLS, 'node_modules', name, 'package.json');

export const ensureLighthouse = () => {
  const installed = fs.existsSync(toolPackage('lighthouse')) && JSON.parse(fs.readFileSync(toolPackage('lighthouse'), 'utf8')).version;
  if (installed === LIGHTHOUSE_VERSION) return;
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into .audit-tools/ (not a project dependency)`);
  const result = spawnSync('npm', ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('could not install lighthouse into .audit-tools/');
};

export const importTool = (relative) => import(pathToFileURL(path.join(TOOLS, 'node_modules', relative)).href);

/** Benchmarks taken for the calibration after one discarded warm-up (a fresh browser is still starting up). */
const BENCHMARK_SAMPLES = 3;

/**
 * The run's CPU slowdown: `--cpu=N` if given, else calibrated from the benchmark index that
 * Lighthouse's own benchmark (computeBenchmarkIndex, the function behind lhr.environment.benchmarkIndex)
 * reports on a blank, unthrottled page of a Playwright `browser`: the median of a few, measured once
 * at the start so every round runs alike.
 */
export const measureCpuSlowdown = async (browser, args) => {
  const fixed = fixedCpuOption(args);
  ensureLighthouse();
  const { pageFunctions } = await importTool('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const samples = [];
    for (let i = 0; i < BENCHMARK_SAMPLES; i += 1) samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return cpuSlowdown(samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)], fixed);
  } finally {
    await page.close();
  }
};
