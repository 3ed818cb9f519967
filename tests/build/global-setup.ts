import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A directory for the build shared by this project's test files (support/owner-build.ts), removed by the teardown. */
export default async function globalSetup(): Promise<void> {
  process.env.OWNER_BUILD_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-build-'));
}
