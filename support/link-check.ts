// Every internal link of the served build leads somewhere: linkinator crawls the site from every
// built page, and each link's target must answer 2xx (after redirects) with its #fragment present.
// Used by the internal-links browser test and `npm run audit:links`.
import { check, LinkState, type LinkResult } from 'linkinator';

export interface InternalLinkReport {
  /** Distinct internal URLs (pages, images, files) that answered 2xx. */
  answered: number;
  /** Distinct internal links checked, #fragments included. */
  linksChecked: number;
  /** "from → to: reason" per broken link. */
  broken: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Crawls `baseUrl` from each of `seeds` (so pages no link reaches are checked too). Absolute links
 * to the production origin (`siteUrl`) count as internal: they are checked against this server,
 * since a page the build does not contain is a 404 in production as well. Links to other sites
 * are not followed.
 */
export const checkInternalLinks = async ({ baseUrl, seeds, siteUrl }: { baseUrl: string; seeds: string[]; siteUrl: string }): Promise<InternalLinkReport> => {
  const origin = new URL(baseUrl).origin;
  const result = await check({
    path: seeds.map((seed) => new URL(seed, origin).href),
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 30_000,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(new URL(siteUrl).origin)}`), replacement: origin }],
    linksToSkip: async (link) => new URL(link).origin !== origin,
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  // "#top" scrolls to the top of any document (HTML spec), with or without an element of that id.
  const isBroken = (link: LinkResult) => link.state === LinkState.BROKEN && new URL(link.url).hash.toLowerCase() !== '#top';
  const reason = (link: LinkResult) =>
    link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : `HTTP ${detail.status}`)).join('; ') || `HTTP ${link.status}`;
  return {
    answered: new Set(checked.filter((link) => link.state === LinkState.OK && !link.url.includes('#')).map((link) => link.url)).size,
    linksChecked: new Set(checked.map((link) => link.url)).size,
    broken: [...new Set(checked.filter(isBroken).map((link) => `${link.parent ?? '(seed)'} → ${link.url}: ${reason(link)}`))],
  };
};

export const formatLinkReport = ({ answered, linksChecked, broken }: InternalLinkReport): string =>
  [`${linksChecked} internal links checked (${answered} pages and files answered), ${broken.length} broken`, ...broken.map((line) => `  ${line}`)].join('\n');
