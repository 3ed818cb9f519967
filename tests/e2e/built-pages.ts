import fs from 'node:fs';
import path from 'node:path';
import { CMS_PAGE_FILE } from '../../src/lib/cms-config';
import { ROOT } from './server';

/** The Decap CMS page (its own tests cover it: tests/e2e/cms.e2e.test.ts): not a page of the site. */
const CMS_PATH = `/${path.posix.dirname(CMS_PAGE_FILE)}/`;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['page-data', 'static', '~partytown'].includes(entry.name) ? [] : walk(full);
    return entry.name === 'index.html' ? [full] : [];
  });

/** "/", "/about/", "/solutions/healthcare/", ... for every index.html the build wrote (404 pages and the CMS page excluded). */
export const builtPaths = (): string[] => {
  const publicDir = path.join(ROOT, 'public');
  return walk(publicDir)
    .map((file) => `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/+\/?/, '/').replace(/\/+$/, '/'))
    .filter((p) => !p.startsWith('/404') && p !== CMS_PATH)
    .sort();
};
