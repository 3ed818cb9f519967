#!/usr/bin/env node
// `npm test`: every check, in three lanes that run side by side.
//
//   lane 1: the production build, then the browser tests (Playwright Test: end-to-end and visual)
//           in real Chromium against that build served by `netlify dev` (the longest chain: it
//           starts first);
//   lane 2: lint and format check, unit and integration tests, then (once the build is there) the
//           type check, then (once the fixture build is there too: the visitors' question sets run
//           on it) the build checks (the broken-content and owner's-site builds, each in a scratch copy);
//   lane 3: the build on fixture content, beside the production build, without the output plugin
//           (plain Gatsby output, support/visual-fixture.ts), then the browser tests on it: the
//           visual shots, and the functional specs (navigation, menu, theme, forms, chat, CSP),
//           which prove the site works without plugins/gatsby-plugin-first-paint. A lane of its
//           own: a failure there must not stop lint or the unit tests, and a lint failure must not
//           stop the browser tests.
//
// First of all, the browser tests' Chromium: installed through apt when missing and possible
// (support/ensure-chromium.ts), or the run stops at once naming the command to run.
//
// Much of the end-to-end time is waiting (network, hydration, timers), so the second lane's CPU
// work fits beside it. Each step's output is printed whole when it ends, so the lanes do not
// interleave; the time of every step and of the whole run is printed at the end.
//
//   npm test                 everything
//   npm test -- --serial     one step at a time, output streamed (for reading a failure as it happens)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Playwright workers (playwright.config.ts reads it): each opens its own Chromium against the one server. */
const E2E_WORKERS = process.env.E2E_WORKERS ?? '2';
/**
 * A step that has not ended after this long is stopped and reported as failed: a test that leaves a
 * server or browser running keeps its runner waiting for ever, and CI would only see its own time limit.
 */
const STEP_LIMIT_MINUTES = Number(process.env.STEP_LIMIT_MINUTES ?? 40);
/** Playwright's end-to-end projects (playwright.config.ts): the phone and the desktop in each theme. */
const E2E_PROJECTS = ['--project=*-light', '--project=*-dark'];
/**
 * What a visitor does, checked again on plain Gatsby output: navigation, menu and theme (also
 * before any bundle), forms, modals, chat, the hero and contact variants, the CSP of each page,
 * no page error. Not here: what only the plugin's output promises (the every-page sweeps' sprite
 * requests and first-load JavaScript), the specs that start servers over the production build
 * (chat-lead, lead-recovery), and the CMS, which runs `gatsby develop`, where the plugin does nothing.
 */
const PLAIN_OUTPUT_SPECS = ['site-shell', 'header-first-paint', 'contact-form', 'contact-variant', 'modals', 'chat.spec', 'hero', 'csp', 'no-page-errors'].map(
  (name) => `tests/e2e/${name}`,
);

const steps = {
  build: { title: 'production build', command: ['npm', 'run', 'build'] },
  // The site built on tests/fixtures/site-content/ in a scratch copy, without the output plugin (support/visual-fixture.ts).
  visualFixture: { title: 'fixture build, plain Gatsby output (no output plugin)', command: ['npm', 'run', 'build:visual-fixture'] },
  // The end-to-end projects over the production build; report and traces in reports/playwright/.
  e2e: {
    title: 'browser tests on the production build (end-to-end, Playwright Test)',
    command: ['npx', 'playwright', 'test', `--workers=${E2E_WORKERS}`, ...E2E_PROJECTS],
    after: ['build'],
  },
  // The visual shots and the functional specs over the fixture build, one netlify dev; report in reports/playwright-plain/.
  plain: {
    title: 'browser tests on plain Gatsby output (visual shots, functional specs)',
    command: ['npx', 'playwright', 'test', `--workers=${E2E_WORKERS}`, '--project=visual', ...E2E_PROJECTS, 'tests/visual/', ...PLAIN_OUTPUT_SPECS],
    env: { E2E_SITE: 'plain' },
    after: ['visualFixture'],
  },
  lint: { title: 'lint and format check', command: ['npm', 'run', 'lint'] },
  unit: { title: 'unit and integration tests', command: ['npx', 'jest', '--selectProjects', 'unit'] },
  // The build writes src/gatsby-types.d.ts (GraphQL typegen), which the type check needs.
  typecheck: { title: 'typecheck', command: ['npx', 'tsc', '--noEmit'], after: ['build'] },
  buildChecks: {
    title: 'build checks (scratch builds of broken content and of an owner’s site)',
    command: ['npx', 'jest', '--selectProjects', 'build'],
    // The visitors' question sets run on the fixture build (tests/build/search.test.ts).
    after: ['build', 'visualFixture'],
  },
};
const lanes = [
  ['build', 'e2e'],
  ['lint', 'unit', 'typecheck', 'buildChecks'],
  ['visualFixture', 'plain'],
];
/** With --serial: the cheap checks first, so a lint or unit failure shows within a minute. */
const serialOrder = ['lint', 'unit', 'build', 'typecheck', 'visualFixture', 'buildChecks', 'e2e', 'plain'];

const serial = process.argv.includes('--serial');
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };

// Before any step: without a browser the run would fail only after the build, minutes later.
const chromium = spawnSync('npx', ['tsx', 'support/ensure-chromium.ts'], { stdio: 'inherit', env });
if (chromium.status !== 0) process.exit(1);
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
const runStarted = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Each step's outcome, { ok, seconds }, settled when it ends or is skipped. */
const outcome = {};
const settle = {};
for (const name of Object.keys(steps)) outcome[name] = new Promise((resolve) => (settle[name] = resolve));

/** Steps running now, each the leader of its process group. */
const running = new Set();
const stopGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group has already gone.
  }
};
// Ctrl-C reaches only the terminal's process group; the steps run in groups of their own.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) stopGroup(child);
    process.exit(130);
  });
}

const run = (name) => {
  const { title, command, env: stepEnv } = steps[name];
  console.log(`\n=== ${title}: ${command.join(' ')} (started at ${seconds(runStarted)} s)`);
  const started = Date.now();
  const logFile = path.join(logDir, `${name}.log`);
  const out = serial ? 'inherit' : fs.openSync(logFile, 'w');
  // Its own process group, so that a step stopped at the limit takes its servers and browsers with it.
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', out, out], env: { ...env, ...stepEnv }, detached: true });
  running.add(child);
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    stopGroup(child);
  }, STEP_LIMIT_MINUTES * 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(limit);
      running.delete(child);
      if (timedOut) console.log(`\n=== ${title}: still running after ${STEP_LIMIT_MINUTES} minutes (STEP_LIMIT_MINUTES), stopped`);
      const ok = code === 0 && !timedOut;
      if (!serial) {
        console.log(`\n=== ${title}: output`);
        process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      }
      console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      settle[name]({ ok, seconds: seconds(started) });
      resolve(ok);
    });
  });
};

/** Runs a lane's steps in order. A step first waits for the steps it needs; after a failure the rest of the lane is not run. */
const runLane = async (lane) => {
  let failed = false;
  for (const name of lane) {
    const needed = await Promise.all((steps[name].after ?? []).map((other) => outcome[other]));
    if (failed || needed.some((result) => !result.ok)) {
      settle[name]({ ok: false, seconds: 'not run' });
      continue;
    }
    failed = !(await run(name));
  }
};

await (serial ? runLane(serialOrder) : Promise.all(lanes.map(runLane)));

console.log(`\n=== npm test: ${seconds(runStarted)} s in all`);
let allOk = true;
for (const name of Object.keys(steps)) {
  const result = await outcome[name];
  allOk &&= result.ok;
  console.log(
    `  ${(result.ok ? 'ok' : result.seconds === 'not run' ? 'not run' : 'FAILED').padEnd(8)} ${(result.seconds === 'not run' ? '' : `${result.seconds} s`).padStart(10)}  ${steps[name].title}`,
  );
}
fs.rmSync(logDir, { recursive: true, force: true });
process.exit(allOk ? 0 : 1);
