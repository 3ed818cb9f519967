// Browser tests: Playwright Test over the production build in public/, served by the real
// `netlify dev` (netlify.toml headers, redirects and functions), in Debian's Chromium.
//
//   npx playwright test                                    every project (npm test: scripts/test-all.mjs)
//   npx playwright test tests/e2e/csp.spec.ts              one file (desktop-light, plus the projects its tests are tagged for)
//   npx playwright test --project=phone-dark               one project
//   E2E_PORT=8811 npx playwright test …                    another port for the server (default 8888)
//   npx playwright show-report reports/playwright          the HTML report; a failed test's retry keeps its trace there
//
// Projects: a phone (390×844, touch) and a desktop (1366×900) in each theme; how a test picks its
// projects is in support/browser-test.ts. The `visual` project holds the screenshot comparisons
// (tests/visual/, `npm run test:visual`, which accepts new baselines with `-- --update`): it shoots
// the fixture build (support/visual-fixture.ts: the site built on tests/fixtures/site-content/),
// served by a second `netlify dev` on E2E_PORT + 1, so that a writer's edit never changes a shot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './support/chromium';
import { NETLIFY_DEV_ENV, netlifyDevCommand } from './support/netlify-dev';
import { PROJECTS, type ProjectName, type ThemeName } from './support/browser-test';
import { VISUAL_FIXTURE_CONTENT, VISUAL_FIXTURE_DAY, VISUAL_FIXTURE_SITE } from './support/visual-fixture';

type SiteProject = Project<{ theme: ThemeName }>;

const PORT = Number(process.env.E2E_PORT ?? 8888);
// The end-to-end tests that start a server of their own take PORT + 2 (chat-lead) and PORT + 3 (lead-recovery).
const VISUAL_PORT = PORT + 1;
const VISUAL_BASE_URL = `http://localhost:${VISUAL_PORT}`;
/**
 * E2E_SITE=plain: the end-to-end tests run against the fixture build, which is plain Gatsby output
 * (built without plugins/gatsby-plugin-first-paint), on the visual project's server, and expect
 * the fixture's content. npm test runs the functional specs so, beside the visual shots of that
 * build (scripts/test-all.mjs); the production build's run keeps its own server and report.
 */
const PLAIN = process.env.E2E_SITE === 'plain';
if (PLAIN) {
  // Read by the specs' content helpers when they load (support/content-files.ts, site-content.ts).
  process.env.CONTENT_DIR = VISUAL_FIXTURE_CONTENT;
  process.env.SITE_TODAY = VISUAL_FIXTURE_DAY;
}
const BASE_URL = PLAIN ? VISUAL_BASE_URL : `http://localhost:${PORT}`;
const REPORT_DIR = path.join('reports', PLAIN ? 'playwright-plain' : 'playwright');

// The contact function writes the mails it would send here (no SMTP server in these tests); the
// tests read them. Made once, by the runner: its workers inherit the variable.
process.env.E2E_MAIL_OUTBOX ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-outbox-'));
// The server's output (function logs, the CLI's messages): tests that check what a function logged
// read it, and it is where to look when the server does not start.
const VISUAL_SERVER_LOG = path.join(__dirname, 'reports', `netlify-dev-${VISUAL_PORT}.log`);
process.env.E2E_SERVER_LOG ??= PLAIN ? VISUAL_SERVER_LOG : path.join(__dirname, 'reports', `netlify-dev-${PORT}.log`);
fs.mkdirSync(path.dirname(process.env.E2E_SERVER_LOG), { recursive: true });

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
};

/**
 * `desktop-light` runs every test not tagged for another project; a tagged test runs in the
 * projects it names, or in all with @every-project.
 */
const grepFor = (name: ProjectName): Pick<SiteProject, 'grep'> => {
  const others = PROJECTS.filter((other) => other !== name).join('|');
  const tagged = new RegExp(`@(${name}|every-project)\\b`);
  return { grep: name === 'desktop-light' ? [new RegExp(`^(?!.*@(${others})\\b)`), tagged] : tagged };
};

const siteProject = (name: ProjectName): SiteProject => {
  const [device, theme] = name.split('-') as ['phone' | 'desktop', ThemeName];
  return { name, testDir: 'tests/e2e', ...grepFor(name), use: { ...VIEWPORTS[device], theme } };
};

/**
 * Whether this run may reach a project's tests, from the command line: Playwright starts every
 * `webServer` whatever the run selects, so `npm run test:e2e` or one end-to-end spec would
 * otherwise need the fixture build, and `npm run test:visual` the production build. Without
 * --project or file arguments, every server starts.
 */
const runReaches = (project: string): boolean => {
  const command = process.argv.indexOf('test');
  const args = command === -1 ? [] : process.argv.slice(command + 1);
  const projects = args.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && args[index + 1] ? [args[index + 1]] : [];
  });
  const globMatches = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(project);
  if (projects.length > 0 && !projects.some(globMatches)) return false;
  // File arguments (regular expressions over the test files' paths): one naming the visual tests
  // reaches only them, any other only the end-to-end tests. A word after an option without `=` may
  // be that option's value (`-g home`): not taken as a file, so both servers start, as without one.
  const files = args.filter((arg, index) => !arg.startsWith('-') && !/^--?\w[^=]*$/.test(args[index - 1] ?? ''));
  return files.length === 0 || files.some((pattern) => /tests\/visual|visual\.spec/.test(pattern) === (project === 'visual'));
};

/** A word for the shell, taken literally (single quotes: no `$` or backquote expansion). */
const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Starts `netlify dev` over a build, after checking the build is there (Playwright shows the message). */
const siteServer = ({ port, site, log, missing }: { port: number; site: string; log: string; missing: string }) => ({
  // Playwright runs the command through a shell and shows what it writes to stderr: the missing
  // build is said there; the server's own output goes to the log.
  command: [
    `cd ${shellWord(site)} && test -f public/index.html || { echo ${shellWord(missing)} >&2; exit 1; }`,
    `${netlifyDevCommand(port)} > ${shellWord(log)} 2>&1`,
  ].join(' && '),
  url: `http://localhost:${port}/`,
  // A server left over from an interrupted run would answer with the headers of the build it
  // started on: Playwright refuses a port that already answers.
  reuseExistingServer: false,
  timeout: 120_000,
  env: { ...NETLIFY_DEV_ENV, MAIL_OUTBOX_DIR: process.env.E2E_MAIL_OUTBOX, SMTP_URL: '', CONTEXT: 'dev' },
});

export default defineConfig<{ theme: ThemeName }>({
  testMatch: '*.spec.ts',
  // 2 workers on 2 cores, as the jest suite had: most of a browser test is waiting (network,
  // hydration, timers), and each worker drives its own Chromium against the one server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry, only to record the failure's trace: a test that passes on it is reported flaky, and
  // a flaky test fails the run as a failed one does.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: `${REPORT_DIR}-output`,
  reporter: [['list'], ['html', { outputFolder: REPORT_DIR, open: 'never' }]],
  globalSetup: './support/browser-test-setup.ts',
  use: {
    baseURL: BASE_URL,
    // A failed test runs once more, recording a trace (DOM snapshots before and after each action,
    // no screencast), and the run fails either way (`failOnFlakyTests` above). Recording in every
    // test would spend CPU in every run for traces nobody reads.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    ...PROJECTS.map(siteProject),
    {
      name: 'visual',
      testDir: 'tests/visual',
      // The baselines keep their names (home-390-dark.png …) in tests/visual/baselines/.
      snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
      // Text drawn the same way on every machine, and no scrollbar in the shots.
      use: {
        baseURL: VISUAL_BASE_URL,
        launchOptions: { executablePath: findTestChromium(), args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'] },
      },
    },
  ],
  webServer: [
    ...(!PLAIN && (PROJECTS.some(runReaches) || !runReaches('visual'))
      ? [
          siteServer({
            port: PORT,
            site: __dirname,
            log: process.env.E2E_SERVER_LOG,
            missing: 'public/ has no build: run `npm run build` first (npm test does it for you).',
          }),
        ]
      : []),
    ...(runReaches('visual') || PLAIN
      ? [
          siteServer({
            port: VISUAL_PORT,
            site: VISUAL_FIXTURE_SITE,
            log: VISUAL_SERVER_LOG,
            missing:
              'The visual tests shoot the build on fixture content, and there is none: run `npm run build:visual-fixture` first (npm test does it for you).',
          }),
        ]
      : []),
  ],
});
