import fs from 'node:fs';

const CANDIDATES = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's Chromium (npm browser downloads do not work here); a clear message when it is missing. */
export const findChromium = (): string => {
  const found = CANDIDATES.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
  if (!found) {
    throw new Error(
      'Chromium is not installed. End-to-end tests drive a real browser: install it with\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
};

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
