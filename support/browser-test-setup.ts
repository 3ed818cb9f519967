import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

/**
 * Runs once before the browser tests, after `webServer` has started `netlify dev`: the contact
 * function is bundled on its first call, so it is called once here and the first test does not pay
 * for the bundling. (A missing build stops the server before this; the message says so.)
 */
export default async function browserTestSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!fs.existsSync(path.resolve(__dirname, '../public/index.html'))) {
    throw new Error('public/ has no build: run `npm run build` before the browser tests (npm test does it for you).');
  }
  if (baseURL) await fetch(`${baseURL}/api/send-email`).catch(() => undefined);
}
