import fs from 'node:fs';
import { htmlFileOf } from '../lib/built-pages';
import { deadInternalLinks } from '../lib/dead-links';
import type { Redirect } from '../lib/entry-redirects';

/** Fails the build naming each page and link that leads nowhere on this site (a deleted page, a mistyped path). */
export const refuseDeadInternalLinks = (publishDir: string, pagePaths: readonly string[], siteUrl: string, redirects: readonly Redirect[]): string => {
  const pages = pagePaths.map((pagePath) => ({ pagePath, html: fs.readFileSync(htmlFileOf(publishDir, pagePath), 'utf8') }));
  const dead = deadInternalLinks(publishDir, pages, siteUrl, new Set(redirects.map((redirect) => redirect.from)));
  if (dead.length > 0) {
    throw new Error(
      `${dead.length} internal link(s) lead to no page or file of this build. Fix the link, or if a page was deleted, restore its file with \`retired: true\` instead:\n  ${dead.join('\n  ')}`,
    );
  }
  return `Internal links: every link of ${pages.length} pages leads to a page or file of this build`;
};
