import type { ChildProcess } from 'node:child_process';
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  stopServer((globalThis as { __E2E_SERVER__?: ChildProcess }).__E2E_SERVER__);
}
