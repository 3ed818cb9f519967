// `npm test` runs this first: the browser tests need a Chromium. When none is installed, it installs
// Debian's chromium-headless-shell through apt (as root, or with sudo that asks no password), once,
// with apt's output shown; otherwise it stops at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { findTestChromium } from './chromium';

const PACKAGE = 'chromium-headless-shell';
const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGE}`;

const installed = (): string | null => {
  try {
    return findTestChromium();
  } catch {
    return null;
  }
};

const run = (command: string[]): boolean => spawnSync(command[0], command.slice(1), { stdio: 'inherit' }).status === 0;

const main = (): number => {
  const found = installed();
  if (found) return 0;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!hasApt || (!isRoot && !canSudo)) {
    console.error(
      `The browser tests need Chromium, which is not installed. Install it with\n  ${INSTALL_COMMAND}\nor point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.`,
    );
    return 1;
  }
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log(`Chromium is not installed: installing Debian's ${PACKAGE} for the browser tests (${isRoot ? 'as root' : 'with sudo'})`);
  const ok = run([...sudo, 'apt-get', 'update']) && run([...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', PACKAGE]);
  if (!ok || !installed()) {
    console.error(`Installing ${PACKAGE} failed (output above). Install a Chromium by hand:\n  ${INSTALL_COMMAND}`);
    return 1;
  }
  console.log(`Installed: ${installed()}`);
  return 0;
};

process.exit(main());
