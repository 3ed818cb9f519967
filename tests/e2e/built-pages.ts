import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['page-data', 'static', '~partytown'].includes(entry.name) ? [] : walk(full);
    return entry.name === 'index.html' ? [full] : [];
  });

/** "/", "/about/", "/solutions/healthcare/", ... for every index.html the build wrote (404 pages excluded). */
export const builtPaths = (): string[] => {
  const publicDir = path.join(ROOT, 'public');
  return walk(publicDir)
    .map((file) => `/${path.relative(publicDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/+\/?/, '/').replace(/\/+$/, '/'))
    .filter((p) => !p.startsWith('/404'))
    .sort();
};
