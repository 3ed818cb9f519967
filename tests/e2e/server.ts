import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT, startNetlifyDev as start, stopNetlifyDev } from '../../support/netlify-dev';
import { waitForUrl } from '../../support/wait-for-url';

// The jest harness's names for the one netlify dev launcher (support/netlify-dev.ts), for the browser
// tests not yet on Playwright Test. Goes with them.
export { ROOT, waitForUrl };
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8888);

/**
 * Serves the production build in public/ through the real `netlify dev` on E2E_PORT, or on `port`
 * with its own log file and project directory (`cwd`, see support/scratch-site.ts).
 */
export const startNetlifyDev = async (
  env: NodeJS.ProcessEnv,
  { port = E2E_PORT, logName = '.netlify-dev-e2e.log', cwd = ROOT } = {},
): Promise<ChildProcess> => {
  const child = await start({ port, env, cwd, logFile: path.join(ROOT, logName) });
  // The function is bundled lazily on first call; warm it so the first test does not pay for it.
  await fetch(`http://localhost:${port}/api/send-email`, { method: 'GET' }).catch(() => undefined);
  return child;
};

export const stopServer = (child: ChildProcess | undefined): void => stopNetlifyDev(child);
