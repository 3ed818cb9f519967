import fs from 'node:fs';

/** Debian's full Chromium (npm browser downloads do not work here) and the names other systems give it. */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * Debian's chromium-headless-shell: the same Blink and V8 as the browser of the same version, without
 * the desktop browser around them (what Playwright itself runs for headless tests). It loads a page
 * with much less CPU, and the test suite is CPU-bound on a 2-core machine (docs/TESTING.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const INSTALL =
  'End-to-end tests drive a real browser: install it with\n' +
  '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
  'or point CHROME_PATH at a Chromium or Chrome binary.';

const firstInstalled = (candidates: ReadonlyArray<string | undefined>): string => {
  const found = candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
  if (!found) throw new Error(`Chromium is not installed. ${INSTALL}`);
  return found;
};

/** The full browser a visitor runs: the benchmarks and audits measure with it. CHROME_PATH overrides. */
export const findChromium = (): string => firstInstalled([process.env.CHROME_PATH, ...BROWSERS]);

/**
 * The browser the tests drive: the headless shell when installed, else the full browser. CHROME_PATH
 * overrides. Both lay pages out alike but antialias text differently: the visual step records which
 * one took its baselines.
 */
export const findTestChromium = (): string => firstInstalled([process.env.CHROME_PATH, HEADLESS_SHELL, ...BROWSERS]);

/** Flags for headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
