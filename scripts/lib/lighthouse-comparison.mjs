// Our pages beside a reference build, measured in one run (used by scripts/audit-lighthouse.mjs).
// Lighthouse's simulated throttling scales with this machine's speed, so a figure means something
// only next to the reference's figure from the same run: each round measures the reference's home
// page and every page of ours in turn, the order rotating so no page always runs first or last.
import fs from 'node:fs';
import path from 'node:path';
import { serveCompressed } from './compressed-static-server.mjs';
import { describeCpuSlowdown } from './cpu-calibration.ts';
import { freePort } from './serve-build.ts';

/** The pages the performance goal names: the heaviest of each kind. */
export const GOAL_PAGES = ['/', '/products/omnisynapses/', '/portfolio/askmilo/', '/newsroom/', '/contact/'];

/**
 * What each of our pages must reach, relative to the reference home pages measured in the same
 * run: TBT at most half the first reference's (the Gatsby starter) and at most every other's (a
 * site of 5 KB of JavaScript); LCP at most 0.85 x the fastest reference's; perf at least each's.
 */
export const GOAL = { tbtRatio: 0.5, lcpRatio: 0.85, cls: 0 };

/** The median of the finite values (NaN when there are none). */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of every figure over a page's rows (each figure on its own). */
const medianRow = (label, rows) => ({
  page: label,
  perf: median(rows.map((r) => r.perf)),
  lcpS: median(rows.map((r) => r.lcpS)),
  tbtMs: median(rows.map((r) => r.tbtMs)),
  cls: median(rows.map((r) => r.cls)),
  jsKb: median(rows.map((r) => r.jsKb)),
  totalKb: median(rows.map((r) => r.totalKb)),
  benchmarks: rows.map((r) => r.benchmarkIndex),
  // The spread of the rounds: a difference between two builds inside it is no difference.
  range: Object.fromEntries(['perf', 'lcpS', 'tbtMs', 'cls'].map((key) => [key, [Math.min(...rows.map((r) => r[key])), Math.max(...rows.map((r) => r[key]))]])),
});

/** `DIR` or `DIR@/page/` (default the home page), labelled by the folder's name (its parent's for a public/ folder). */
export const parseVariant = (spec) => {
  const at = spec.lastIndexOf('@/');
  const dir = path.resolve(at > 0 ? spec.slice(0, at) : spec);
  const page = at > 0 ? spec.slice(at + 1) : '/';
  const name = path.basename(dir) === 'public' ? path.basename(path.dirname(dir)) : path.basename(dir);
  return { dir, page, label: `${name} ${page}` };
};

/** Which parts of the goal a page misses, against the references' medians (GOAL). */
export const goalMisses = (row, references) => {
  const [first, ...others] = Array.isArray(references) ? references : [references];
  const misses = [];
  if (!(row.tbtMs <= GOAL.tbtRatio * first.tbtMs)) misses.push(`TBT ${Math.round(row.tbtMs)} > ${GOAL.tbtRatio} x ${Math.round(first.tbtMs)} ms`);
  for (const reference of others) {
    if (!(row.tbtMs <= reference.tbtMs)) misses.push(`TBT ${Math.round(row.tbtMs)} > ${Math.round(reference.tbtMs)} ms (${reference.page})`);
  }
  const fastest = [first, ...others].reduce((best, reference) => (reference.lcpS < best.lcpS ? reference : best));
  if (!(row.lcpS <= GOAL.lcpRatio * fastest.lcpS)) {
    misses.push(`LCP ${row.lcpS.toFixed(2)} > ${GOAL.lcpRatio} x ${fastest.lcpS.toFixed(2)} s (${fastest.page})`);
  }
  for (const reference of [first, ...others]) {
    if (!(row.perf >= reference.perf)) misses.push(`perf ${row.perf} < ${reference.perf} (${reference.page})`);
  }
  if (!(Number(row.cls.toFixed(3)) <= GOAL.cls)) misses.push(`CLS ${row.cls.toFixed(3)} > 0`);
  return misses;
};

/** A report file name for a target: "reference /" → reference-home, "/portfolio/askmilo/" → portfolio-askmilo. */
const fileNameOf = (key) =>
  key
    .replace(/(^| )\/$/, '$1/home')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');

const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));

export const compareWithReference = async ({ lighthouse, cpu, version, ours, referenceDirs, variantDirs = [], pages, rounds, rowOf, reportDir }) => {
  const references = [];
  for (const dir of referenceDirs) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no index.html: pass the folder of a built site`);
    references.push({ dir, key: `${path.basename(dir)} /`, server: await serveCompressed(dir, await freePort()) });
  }
  // Other builds of our site (e.g. with one mechanism undone), one page each, in the same rounds.
  const variants = [];
  for (const spec of variantDirs) {
    const variant = parseVariant(spec);
    if (!fs.existsSync(path.join(variant.dir, 'index.html'))) throw new Error(`${variant.dir} has no index.html: pass the folder of a built site`);
    variants.push({ ...variant, server: await serveCompressed(variant.dir, await freePort()) });
  }
  const targets = [
    ...references.map(({ key, server }) => ({ key, url: `${server.url}/` })),
    ...(pages.length > 0 ? pages : GOAL_PAGES).map((page) => ({ key: page, url: `${ours.url}${page}` })),
    ...variants.map(({ label, page, server }) => ({ key: label, url: `${server.url}${page}` })),
  ];
  const rowsByKey = new Map(targets.map((target) => [target.key, []]));
  console.log(`Lighthouse ${version}, mobile preset (simulated throttling), ${rounds} interleaved rounds; Node ${process.version}`);
  console.log(describeCpuSlowdown(cpu));
  for (const { dir, server } of references) console.log(`reference: ${dir} on ${server.url}`);
  console.log(`ours: ${ours.dir ?? 'public/'} on ${ours.url}; all served compressed (brotli) by the same server\n`);
  try {
    for (let round = 0; round < rounds; round += 1) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      const indexes = [];
      for (const target of order) {
        const result = await lighthouse(target.url);
        if (!result || result.lhr.runtimeError) throw new Error(`${target.key}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        const row = rowOf(target.key, result.lhr);
        rowsByKey.get(target.key).push(row);
        indexes.push(Math.round(row.benchmarkIndex));
        fs.writeFileSync(path.join(reportDir, `${fileNameOf(target.key)}-round${round + 1}.report.json`), JSON.stringify(result.lhr));
      }
      console.log(`round ${round + 1}/${rounds} done; benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)}`);
    }
  } finally {
    for (const { server } of references) await server.close();
    for (const { server } of variants) await server.close();
  }
  for (const { label, dir } of variants) console.log(`${label}: ${dir}`);

  const medians = targets.map((target) => medianRow(target.key, rowsByKey.get(target.key)));
  const refs = medians.slice(0, references.length);
  const ref = refs[0];
  const header = [
    pad('page', 52, true),
    pad('perf', 5),
    pad('LCP s', 6),
    pad('TBT ms', 7),
    pad('CLS', 6),
    pad('JS KB', 6),
    pad('total KB', 9),
    pad('TBT/ref', 8),
    pad('LCP/ref', 8),
    pad('bench idx', 10),
    pad('perf range', 11),
    pad('LCP range', 10),
    pad('TBT range', 10),
    '  goal',
  ];
  console.log(`\nMedians of ${rounds} rounds (bytes as transferred, brotli). ${describeCpuSlowdown(cpu)}:`);
  console.log(header.join(' '));
  for (const row of medians) {
    const isReference = refs.includes(row);
    const misses = isReference ? [] : goalMisses(row, refs);
    console.log(
      [
        pad(row.page, 52, true),
        pad(row.perf, 5),
        pad(row.lcpS.toFixed(2), 6),
        pad(Math.round(row.tbtMs), 7),
        pad(row.cls.toFixed(3), 6),
        pad(row.jsKb.toFixed(1), 6),
        pad(row.totalKb.toFixed(1), 9),
        pad(isReference ? '1.00' : (row.tbtMs / ref.tbtMs).toFixed(2), 8),
        pad(isReference ? '1.00' : (row.lcpS / ref.lcpS).toFixed(2), 8),
        pad(Math.round(median(row.benchmarks)), 10),
        pad(row.range.perf.join('-'), 11),
        pad(row.range.lcpS.map((v) => v.toFixed(2)).join('-'), 10),
        pad(row.range.tbtMs.map((v) => Math.round(v)).join('-'), 10),
        isReference ? '  (reference)' : misses.length === 0 ? '  met' : `  MISSED: ${misses.join('; ')}`,
      ].join(' '),
    );
  }
  const all = medians.flatMap((row) => row.benchmarks).filter(Number.isFinite);
  console.log(
    `\nLighthouse CPU benchmark index (as each run reported it, unthrottled) over all ${all.length} runs: min ${Math.round(Math.min(...all))}, median ${Math.round(median(all))}, max ${Math.round(Math.max(...all))}.`,
  );
  console.log(
    `Goal per page: TBT <= ${GOAL.tbtRatio} x the first reference's and <= every other's, LCP <= ${GOAL.lcpRatio} x the fastest reference's, perf >= every reference's, CLS 0.`,
  );
  const ourRows = medians.slice(references.length);
  const missed = ourRows.filter((row) => goalMisses(row, refs).length > 0);
  console.log(missed.length === 0 ? 'Every page meets the goal.' : `${missed.length} of ${ourRows.length} pages miss the goal.`);
  fs.writeFileSync(
    path.join(reportDir, 'comparison.json'),
    JSON.stringify({ lighthouse: version, cpu, rounds, medians, runs: Object.fromEntries(rowsByKey) }, null, 2),
  );
};
