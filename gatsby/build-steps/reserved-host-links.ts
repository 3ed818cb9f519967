import fs from 'node:fs/promises';
import { htmlFileOf } from '../lib/built-pages';
import { reservedHostLinks } from '../lib/reserved-hosts';
import { DEAD_LINK_ADVICE, RESERVED_HOSTS_NAMED } from '../../src/lib/reserved-hosts';

/**
 * Fails the build when a built page links to a reserved name (.example, .test, .invalid,
 * localhost): such a link is a dead link for every visitor.
 */
export const refuseLinksToReservedHosts = async (publishDir: string, pagePaths: readonly string[]): Promise<void> => {
  const deadLinks = (
    await Promise.all(
      pagePaths.map(async (pagePath) => reservedHostLinks(await fs.readFile(htmlFileOf(publishDir, pagePath), 'utf8')).map((href) => `${pagePath}: ${href}`)),
    )
  ).flat();
  if (deadLinks.length > 0) {
    throw new Error(`${deadLinks.length} link(s) lead to hosts that cannot exist (${RESERVED_HOSTS_NAMED}). ${DEAD_LINK_ADVICE}:\n  ${deadLinks.join('\n  ')}`);
  }
};
