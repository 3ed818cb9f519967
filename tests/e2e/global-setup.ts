import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findTestChromium } from './chromium';
import { E2E_PORT, startNetlifyDev } from './server';

/** Starts `netlify dev` over the production build once for all end-to-end tests. */
export default async function globalSetup(): Promise<void> {
  findTestChromium(); // fail fast, with install instructions, before starting a server
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-mail-outbox-'));
  process.env.E2E_MAIL_OUTBOX = outbox;
  process.env.E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
  const server = await startNetlifyDev({ MAIL_OUTBOX_DIR: outbox, SMTP_URL: '', CONTEXT: 'dev' });
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
}
