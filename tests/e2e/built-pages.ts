import path from 'node:path';
import { sitePagePaths } from '../../gatsby/lib/built-pages';
import { ROOT } from './server';

/** "/", "/about/", "/solutions/healthcare/", ... for every index.html the build wrote (404 pages and the CMS page excluded). */
export const builtPaths = (): string[] => sitePagePaths(path.join(ROOT, 'public'));
