// Browser tests: Playwright Test over the production build in public/, served by the real
// `netlify dev` (netlify.toml headers, redirects and functions), in Debian's Chromium.
//
//   npx playwright test                                    every project (npm test: scripts/test-all.mjs)
//   npx playwright test tests/e2e/csp.spec.ts              one file (desktop-light, plus the projects its tests are tagged for)
//   npx playwright test --project=phone-dark               one project
//   E2E_PORT=8811 npx playwright test …                    another port for the server (default 8888)
//   npx playwright show-report reports/playwright          the HTML report; a failed test keeps its trace there
//
// Projects: a phone (390×844, touch) and a desktop (1366×900) in each theme; how a test picks its
// projects is in support/browser-test.ts. The `visual` project holds the screenshot comparisons
// (tests/visual/, `npm run test:visual`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './support/chromium';
import { NETLIFY_DEV_ENV, netlifyDevCommand } from './support/netlify-dev';
import { PROJECTS, type ProjectName, type ThemeName } from './support/browser-test';

type SiteProject = Project<{ theme: ThemeName }>;

const PORT = Number(process.env.E2E_PORT ?? 8888);
const BASE_URL = `http://localhost:${PORT}`;

// The contact function writes the mails it would send here (no SMTP server in these tests); the
// tests read them. Made once, by the runner: its workers inherit the variable.
process.env.E2E_MAIL_OUTBOX ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-outbox-'));

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

export default defineConfig<{ theme: ThemeName }>({
  testMatch: '*.spec.ts',
  // 2 workers on 2 cores, as the jest suite had: most of a browser test is waiting (network,
  // hydration, timers), and each worker drives its own Chromium against the one server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  outputDir: 'reports/playwright-output',
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  globalSetup: './support/browser-test-setup.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [...PROJECTS.map(siteProject)],
  webServer: {
    command: netlifyDevCommand(PORT),
    url: `${BASE_URL}/`,
    // A server left over from an interrupted run would answer with the headers of the build it
    // started on: Playwright refuses a port that already answers.
    reuseExistingServer: false,
    timeout: 120_000,
    env: { ...NETLIFY_DEV_ENV, MAIL_OUTBOX_DIR: process.env.E2E_MAIL_OUTBOX, SMTP_URL: '', CONTEXT: 'dev' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
