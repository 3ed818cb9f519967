import fs from 'node:fs';
import path from 'node:path';
import { linkTargets } from './html';

/**
 * Every link of a built page to this site must lead to a file of the build or to a redirect:
 * checked on the publish folder itself, so no page ships a link that answers 404.
 * Fragments are the browser tests' concern (tests/e2e/internal-links.spec.ts).
 */

/** The path of an internal link ("/products/x/?a#b" → "/products/x/"), or undefined for another site, mailto:, tel:... */
export const internalPath = (href: string, siteUrl: string): string | undefined => {
  if (href.startsWith('#') || href === '') return undefined;
  let url: URL;
  try {
    url = new URL(href, `${siteUrl}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(siteUrl).origin) return undefined;
  return decodeURIComponent(url.pathname);
};

/** Whether the publish folder answers this path: a file, or a folder's index.html. */
const servedFrom = (publishDir: string, urlPath: string): boolean => {
  const target = path.join(publishDir, urlPath);
  if (!target.startsWith(publishDir)) return false;
  return (fs.existsSync(target) && fs.statSync(target).isFile()) || fs.existsSync(path.join(target, 'index.html'));
};

/** "page → link" for every internal link of the pages that neither a file nor a redirect answers. */
export const deadInternalLinks = (
  publishDir: string,
  pages: ReadonlyArray<{ pagePath: string; html: string }>,
  siteUrl: string,
  redirected: ReadonlySet<string>,
): string[] =>
  pages.flatMap(({ pagePath, html }) =>
    [...new Set(linkTargets(html).hrefs)].flatMap((href) => {
      const target = internalPath(href, siteUrl);
      if (target === undefined || redirected.has(target) || servedFrom(publishDir, target)) return [];
      return [`${pagePath} → ${href}`];
    }),
  );
