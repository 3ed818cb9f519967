import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const root = process.env.OWNER_BUILD_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
}
