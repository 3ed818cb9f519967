#!/usr/bin/env node
// `npm run bench:interactivity [-- --rounds=5] [-- --cpu=4] [-- DIR ...]`: how soon a home page answers a
// visitor on a phone, ours (default public/) beside reference builds such as
// a built AstroWind. Each folder is served compressed and loaded in Chromium under
// Lighthouse's mobile conditions applied for real: the CPU slowdown calibrated from this machine's
// benchmark index as audit:lighthouse does (scripts/lib/cpu-calibration.ts; --cpu=N fixes it), its slow-4G network (562.5 ms
// latency, 1.47 Mbit/s down, 675 kbit/s up), 390 x 844 with touch. A build's controls are found
// from its HTML (PROFILES); one with none gets only the load figures. Per round and build, two
// loads each tap one control every TAP_EVERY_MS from the moment the navigation commits until the
// page answers (taps before it can answer do nothing), and record:
//   - menu / theme: ms from first contentful paint (and from navigation) until a tap opened the
//     menu / flipped the theme's class, and how long that tap waited: from the tap's end (the
//     touchend: a tap becomes a click only when the finger lifts, so the time the finger rests on
//     the glass is not the page's to answer) to the handler's change, or from the paint for a tap
//     that ended before it. Where the theme toggle is inside the menu on a phone (AstroWind), the
//     load opens the menu first;
//   - idle tap: once the menu load has settled (hydrated, 3 s later), one more tap on the menu
//     button, from its end to the menu opening or closing: the least any tap waits on that page
//     (the browser's own work from a touch to a click, then the handler), the floor under tap->menu;
//   - hydrated: from first contentful paint until <html data-hydrated> is set (ours);
//   - long tasks after first paint (count, and the time beyond 50 ms each, as TBT counts it);
//   - the layout shift not caused by a tap (CLS's sum: the web font replacing its fallback, late
//     content), of the menu load. (LCP cannot be had here: Chromium stops reporting it at the first tap.)
// After the medians, the range over the rounds of the figures that do not depend on when a tap
// lands: a difference between two builds inside both ranges is no difference.
// Rounds interleave the builds (the order rotates); medians are printed with the machine's load.
// Figures, not a test: compare within one run only.
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveCompressed } from './lib/compressed-static-server.mjs';
import { profileOf } from './lib/bench-profiles.mjs';
import { answerOf, recorder } from './lib/interactivity-recorder.mjs';
import { printInteractivityReport } from './lib/interactivity-report.mjs';
import { describeCpuSlowdown } from './lib/cpu-calibration.ts';
import { measureCpuSlowdown } from './lib/lighthouse-tool.mjs';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium.ts';
import { PUBLIC_DIR, freePort } from './lib/serve-build.ts';

const args = process.argv.slice(2);
const rounds = Math.max(1, Number(args.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5));
const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => path.resolve(dir));
if (dirs.length === 0) dirs.push(PUBLIC_DIR);

const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const VIEWPORT = { width: 390, height: 844 };
const TAP_EVERY_MS = 30;
const GIVE_UP_MS = 60_000;
const FRAME_MS = 1000 / 60;

/** Where a build's controls are on a phone, from one unthrottled load (the theme toggle with the menu open where it is inside the menu). */
const controlBoxes = async (browser, url, profile) => {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const boxOf = (selector) =>
    page.evaluate((target) => {
      // The first one shown: a page may carry a second copy for wide screens.
      for (const element of document.querySelectorAll(target)) {
        const { x, y, width, height } = element.getBoundingClientRect();
        if (width > 0 && height > 0) return { x: x + width / 2, y: y + height / 2 };
      }
      throw new Error(`no visible ${target}`);
    }, selector);
  const boxes = {};
  if (profile.menu) boxes.menu = await boxOf(profile.menu);
  if (profile.theme) {
    if (profile.themeInMenu) await page.tap(profile.menu);
    boxes.theme = await boxOf(profile.theme);
  }
  await context.close();
  return boxes;
};

/**
 * One load of the home page, tapping `control` ('menu', 'theme' or none) from the moment the
 * navigation commits until the page answers: raw touches at the control's place, with no wait
 * for the page to look ready, as a visitor would not.
 */
const load = async (browser, url, profile, boxes, control, cpuSlowdown) => {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(recorder, { menu: profile.menu, menuOpen: profile.menuOpen, themeFlag: profile.themeFlag });
  const started = Date.now();
  const state = () =>
    page
      .evaluate(() => ({
        menuAnswered: (window.__bench?.menuChanges.length ?? 0) > 0,
        menuOpen: window.__benchMenuIsOpen?.() === true,
        themeAnswered: (window.__bench?.themeAt ?? null) !== null,
      }))
      .catch(() => ({ left: page.url() !== url }));
  await page.goto(url, { waitUntil: 'commit' });
  while (control && Date.now() - started < GIVE_UP_MS) {
    const now = await state();
    // A tap that landed on a link took the page away: this load has no answer to report.
    if (now.left) return null;
    if (control === 'menu' ? now.menuAnswered : now.themeAnswered) break;
    // A queued tap may have closed a menu that the theme toggle sits in: open it again first.
    const target = control === 'theme' && (!profile.themeInMenu || now.menuOpen) ? boxes.theme : boxes.menu;
    if (target) await page.touchscreen.tap(target.x, target.y);
    await page.waitForTimeout(TAP_EVERY_MS);
  }
  const fcpMs = await (
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { polling: 10, timeout: GIVE_UP_MS })
  ).jsonValue();
  if (control !== 'theme') {
    if (profile.hydrates) await page.waitForFunction(() => window.__bench.hydratedAt !== null, undefined, { timeout: GIVE_UP_MS });
    await page.waitForTimeout(3000); // late tasks: the chat launcher's timer, deferred chunks
  }
  // The floor: with the page loaded and its main thread idle, one more tap opens or closes the menu.
  let idleTapEnd = null;
  if (control === 'menu' && boxes.menu) {
    const endsBefore = await page.evaluate(() => window.__bench.tapEnds.length);
    await page.touchscreen.tap(boxes.menu.x, boxes.menu.y);
    await page.waitForTimeout(1000);
    idleTapEnd = await page.evaluate((count) => window.__bench.tapEnds[count] ?? null, endsBefore);
  }
  const bench = await page.evaluate(() => window.__bench);
  await context.close();
  const afterPaint = bench.longTasks.filter((task) => task.start + task.duration > fcpMs);
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ url, control, fcpMs, bench }));
  return {
    fcpMs,
    hydratedMs: bench.hydratedAt === null ? NaN : bench.hydratedAt - fcpMs,
    menu: answerOf(bench.menuChanges[0] ?? null, bench.tapEnds, fcpMs),
    theme: answerOf(bench.themeAt, bench.tapEnds, fcpMs),
    idleTapMs: (bench.menuChanges.find((time) => idleTapEnd !== null && time >= idleTapEnd) ?? NaN) - (idleTapEnd ?? NaN),
    longTaskCount: afterPaint.length,
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    layoutShift: bench.layoutShift,
  };
};

const measure = async (browser, url, profile, boxes, cpuSlowdown) => {
  const menuLoad = await load(browser, url, profile, boxes, profile.menu ? 'menu' : null, cpuSlowdown);
  const themeLoad = profile.theme ? await load(browser, url, profile, boxes, 'theme', cpuSlowdown) : null;
  if (menuLoad === null || (profile.theme && themeLoad === null)) console.log(`${url}: a tap followed a link; that load is left out`);
  if (menuLoad === null) return { menuMs: NaN };
  return {
    fcpMs: menuLoad.fcpMs,
    hydratedMs: menuLoad.hydratedMs,
    menuMs: menuLoad.menu.afterFcpMs,
    menuAtMs: menuLoad.menu.atMs,
    menuTapMs: menuLoad.menu.tapToAnswerMs,
    themeMs: themeLoad?.theme.afterFcpMs ?? NaN,
    themeAtMs: themeLoad?.theme.atMs ?? NaN,
    themeTapMs: themeLoad?.theme.tapToAnswerMs ?? NaN,
    idleTapMs: menuLoad.idleTapMs,
    longTaskCount: menuLoad.longTaskCount,
    blockingMs: menuLoad.blockingMs,
    layoutShift: menuLoad.layoutShift,
  };
};

const builds = [];
for (const dir of dirs) builds.push({ dir, profile: profileOf(dir), server: await serveCompressed(dir, await freePort()), results: [] });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const loads = [];
// Measured once, on a blank page before any load, so every round runs at the same slowdown.
const cpu = await measureCpuSlowdown(browser, args);
console.log(describeCpuSlowdown(cpu));
console.log(
  `Home page, ${rounds} interleaved rounds, ${cpu.multiplier}x CPU slowdown, Lighthouse's slow-4G network, ${VIEWPORT.width} x ${VIEWPORT.height} touch, a tap every ${TAP_EVERY_MS} ms; Chromium ${browser.version()}; ${os.cpus().length} cores`,
);
try {
  for (const build of builds) build.boxes = await controlBoxes(browser, `${build.server.url}/`, build.profile);
  for (let round = 0; round < rounds; round += 1) {
    loads.push(os.loadavg()[0]);
    for (let i = 0; i < builds.length; i += 1) {
      const build = builds[(i + round) % builds.length];
      build.results.push(await measure(browser, `${build.server.url}/`, build.profile, build.boxes, cpu.multiplier));
    }
    console.log(`round ${round + 1}/${rounds} done (load average ${os.loadavg()[0].toFixed(1)})`);
  }
} finally {
  await browser.close();
  for (const { server } of builds) await server.close();
}

printInteractivityReport({ builds, rounds, cpu, loads, frameMs: FRAME_MS });
