/**
 * `npm run bench:search`: site search measured in Chromium with the CPU slowed 4× (Chrome's CPU
 * throttling over CDP), on the built site (`npm run build` first), served gzip-compressed on
 * loopback like a CDN would. For the site's search (MiniSearch) and, beside it, Pagefind indexing
 * the same build (the comparison of docs/SEARCH.md): bytes transferred until the first results,
 * time from opening search to the first results, keystroke-to-results median once the index is
 * loaded (goal ≤ 100 ms), and the share of tests/data/visitor-questions.yaml answered in the first
 * three results. Prints the machine it ran on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load as loadYaml } from 'js-yaml';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { SEARCH_INDEX_PATH, SEARCH_UI_PATH } from '../src/lib/search/index-file.ts';
import { CONTENT_TYPES } from './lib/compressed-static-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const PAGEFIND_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
const CPU_SLOWDOWN = 4;
const QUERY = 'patient records integration';

const { questions } = loadYaml(fs.readFileSync(path.join(ROOT, 'tests/data/visitor-questions.yaml'), 'utf8')) as {
  questions: Array<{ question: string; answers: string[] }>;
};

execFileSync(path.join(ROOT, 'node_modules/.bin/pagefind'), ['--site', PUBLIC, '--output-path', path.join(PAGEFIND_DIR, 'pagefind')], { stdio: 'ignore' });

/** Files of public/, and Pagefind's output under /pagefind/, gzip-compressed when the client accepts it. */
const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const base = pathname.startsWith('/pagefind/') ? PAGEFIND_DIR : PUBLIC;
  let file = path.join(base, decodeURIComponent(pathname));
  if (file.endsWith('/')) file = path.join(file, 'index.html');
  if (!file.startsWith(base) || !fs.existsSync(file)) return response.writeHead(404).end();
  const body = fs.readFileSync(file);
  const gzip =
    /\bgzip\b/.test(String(request.headers['accept-encoding'])) && !file.endsWith('.pf_fragment') && !file.endsWith('.pf_index') && !file.endsWith('.pf_meta');
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file) as keyof typeof CONTENT_TYPES] ?? 'application/octet-stream',
    ...(gzip && { 'content-encoding': 'gzip' }),
  });
  response.end(gzip ? gzipSync(body) : body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The prefixes a visitor's typing passes through, from 3 letters on. */
const prefixes = (text: string) => Array.from({ length: text.length - 2 }, (_, index) => text.slice(0, index + 3));

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const slowPage = async (url: string) => {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
};

// The site's search: opened from the header's button, then typed into.
const site = await slowPage(`${origin}/about/`);
const siteFirst = await site.evaluate(async (query) => {
  const start = performance.now();
  (document.querySelector('header [data-search-open]') as HTMLElement).click();
  while (!document.querySelector('#site-search-input')) await new Promise((resolve) => setTimeout(resolve, 1));
  const input = document.querySelector('#site-search-input') as HTMLInputElement;
  input.value = query;
  input.dispatchEvent(new Event('input'));
  while (!document.querySelector('.site-search-results a')) await new Promise((resolve) => setTimeout(resolve, 1));
  return performance.now() - start;
}, QUERY);
const siteBytes = await site.evaluate(
  (paths) =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => paths.includes(new URL(entry.name).pathname))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  [SEARCH_UI_PATH, SEARCH_INDEX_PATH],
);
const siteKeystrokes = await site.evaluate(
  async (typed) => {
    const input = document.querySelector('#site-search-input') as HTMLInputElement;
    const times: number[] = [];
    for (const value of typed) {
      const start = performance.now();
      input.value = value;
      input.dispatchEvent(new Event('input'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      times.push(performance.now() - start);
    }
    return times;
  },
  [...prefixes(QUERY), ...prefixes('staff augmentation'), ...prefixes('how much does it cost')],
);
const siteHits = await site.evaluate(async (set) => {
  const input = document.querySelector('#site-search-input') as HTMLInputElement;
  let hits = 0;
  for (const { question, answers } of set) {
    input.value = question;
    input.dispatchEvent(new Event('input'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const top = [...document.querySelectorAll<HTMLAnchorElement>('.site-search-results a')].slice(0, 3).map((link) => new URL(link.href).pathname);
    if (top.some((page) => answers.includes(page))) hits += 1;
  }
  return hits;
}, questions);

// Pagefind over the same build, through its JavaScript API (what its default UI calls).
const pf = await slowPage(`${origin}/about/`);
const pfRun = await pf.evaluate(
  async ({ query, typed, set }) => {
    const start = performance.now();
    const pagefind = await import('/pagefind/pagefind.js');
    const first = await pagefind.search(query);
    await Promise.all(first.results.slice(0, 8).map((result: { data: () => Promise<unknown> }) => result.data()));
    const firstMs = performance.now() - start;
    const times: number[] = [];
    for (const value of typed) {
      const t0 = performance.now();
      const found = await pagefind.search(value);
      await Promise.all(found.results.slice(0, 8).map((result: { data: () => Promise<unknown> }) => result.data()));
      times.push(performance.now() - t0);
    }
    let hits = 0;
    for (const { question, answers } of set) {
      const found = await pagefind.search(question);
      const top = (await Promise.all(found.results.slice(0, 3).map((result: { data: () => Promise<{ url: string }> }) => result.data()))).map(
        (data) => data.url,
      );
      if (top.some((page) => answers.includes(page))) hits += 1;
    }
    return { firstMs, times, hits };
  },
  { query: QUERY, typed: [...prefixes(QUERY), ...prefixes('staff augmentation'), ...prefixes('how much does it cost')], set: questions },
);
const pfBytes = await pf.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith('/pagefind/'))
    .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
);

await browser.close();
server.close();
fs.rmSync(PAGEFIND_DIR, { recursive: true, force: true });

const row = (name: string, bytes: number, first: number, keys: number[], hits: number) =>
  `${name.padEnd(22)} ${(bytes / 1024).toFixed(1).padStart(8)} KB ${first.toFixed(0).padStart(8)} ms ${median(keys).toFixed(1).padStart(8)} ms ${`${hits}/${questions.length}`.padStart(8)}`;
console.log(`Site search, Chromium with the CPU slowed ${CPU_SLOWDOWN}×, served gzip on loopback`);
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
console.log(`${'library'.padEnd(22)} ${'transfer'.padStart(11)} ${'first res.'.padStart(11)} ${'key→res.'.padStart(11)} ${'top-3'.padStart(8)}`);
console.log(row('MiniSearch (the site)', siteBytes, siteFirst, siteKeystrokes, siteHits));
console.log(row('Pagefind 1.x', pfBytes, pfRun.firstMs, pfRun.times, pfRun.hits));
console.log(
  `key→res.: median of ${siteKeystrokes.length} keystrokes after the index is loaded (goal ≤ 100 ms); transfer: bytes on the wire (gzip) until those results`,
);
