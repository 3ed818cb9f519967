#!/usr/bin/env node
// `npm run bench:interactivity [-- --rounds=5] [-- DIR ...]`: how soon the home page answers a
// visitor on a phone. Each build folder (default: public/) is served compressed and loaded in
// Chromium with Lighthouse's mobile conditions applied for real: 4x CPU slowdown, and the
// network of its "slow 4G" preset (562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up),
// at 412 x 823 with touch. Per load it records:
//   - hydrated: from first contentful paint until <html data-hydrated> is set (the page's React
//     content has hydrated and its effects have run);
//   - menu opens: from first contentful paint until a tap on the menu button opens the menu,
//     tapping every 50 ms from the first paint on (taps before the page can answer do nothing);
//   - long tasks: main-thread tasks over 50 ms after first paint (count, and the sum of the time
//     beyond 50 ms each, the way total blocking time counts it).
// Rounds interleave the folders, so they share the machine's state; medians are printed. Figures,
// not a test: run it beside an older build to see whether a change made the page slower to answer.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveCompressed } from './lib/compressed-static-server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { PUBLIC_DIR, freePort } from './lib/serve-build.ts';

const args = process.argv.slice(2);
const rounds = Math.max(1, Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5));
const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => path.resolve(dir));
if (dirs.length === 0) dirs.push(PUBLIC_DIR);

const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 60_000;

const chromePath = findChromium();

/** In the page before any of its own code: when it hydrated, and its long tasks. */
const recorder = () => {
  window.__bench = { hydratedAt: null, longTasks: [] };
  new MutationObserver(() => {
    if (window.__bench.hydratedAt === null && document.documentElement.getAttribute('data-hydrated') === 'true') {
      window.__bench.hydratedAt = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const measure = async (browser, url) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(recorder);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, {
    polling: 10,
    timeout: GIVE_UP_MS,
  });
  const fcpMs = await fcp.jsonValue();
  const menu = page.locator('button[aria-controls="mobile-menu"]');
  let menuOpenMs = NaN;
  while (Date.now() - started < GIVE_UP_MS) {
    await menu.tap({ noWaitAfter: true, timeout: GIVE_UP_MS }).catch(() => undefined);
    if ((await menu.getAttribute('aria-expanded')) === 'true' && (await page.locator('#mobile-menu').count()) > 0) {
      menuOpenMs = (await page.evaluate(() => performance.now())) - fcpMs;
      break;
    }
    await page.waitForTimeout(TAP_EVERY_MS);
  }
  await page.waitForFunction(() => window.__bench.hydratedAt !== null, undefined, { timeout: GIVE_UP_MS });
  await page.waitForTimeout(3000); // late tasks: the chat launcher's timer, deferred chunks
  const { hydratedAt, longTasks } = await page.evaluate(() => window.__bench);
  await context.close();
  const afterPaint = longTasks.filter((task) => task.start + task.duration > fcpMs);
  if (process.env.BENCH_DEBUG)
    console.log(JSON.stringify({ fcpMs, hydratedAt, longTasks: longTasks.map((t) => [Math.round(t.start), Math.round(t.duration)]) }));
  return {
    fcpMs,
    hydratedMs: hydratedAt - fcpMs,
    menuOpenMs,
    longTaskCount: afterPaint.length,
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
};

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const servers = [];
for (const dir of dirs) servers.push({ dir, server: await serveCompressed(dir, await freePort()), results: [] });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: CHROMIUM_ARGS,
});
console.log(
  `Home page, ${rounds} interleaved rounds, ${CPU_SLOWDOWN}x CPU slowdown, Lighthouse's slow-4G network, 412 x 823 touch; Chromium ${browser.version()}`,
);
try {
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < servers.length; i += 1) {
      const target = servers[(i + round) % servers.length];
      target.results.push(await measure(browser, `${target.server.url}/`));
    }
    console.log(`round ${round + 1}/${rounds} done`);
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
}

const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
console.log(`\nMedians (ms from first contentful paint unless stated):`);
console.log([pad('build', 44, true), pad('FCP', 6), pad('hydrated', 9), pad('menu opens', 11), pad('long tasks', 11), pad('blocking', 9)].join(' '));
for (const { dir, results } of servers) {
  const m = (key) => Math.round(median(results.map((r) => r[key])));
  console.log(
    [
      pad(path.relative(process.cwd(), dir) || '.', 44, true),
      pad(m('fcpMs'), 6),
      pad(m('hydratedMs'), 9),
      pad(m('menuOpenMs'), 11),
      pad(m('longTaskCount'), 11),
      pad(m('blockingMs'), 9),
    ].join(' '),
  );
}
