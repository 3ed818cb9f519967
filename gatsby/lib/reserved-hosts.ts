import { leadsToReservedHost } from '../../src/lib/reserved-hosts';
import { linkTargets } from './html';

/**
 * The href of every <a> and <area> in a built page that leads a visitor to a host that cannot exist
 * (src/lib/reserved-hosts.ts): a dead link. <link rel="canonical"> and Open Graph <meta> are read by
 * crawlers, not followed by visitors, and are decided by gatsby/lib/resolve-site-origin.ts instead.
 */
export const reservedHostLinks = (html: string): string[] => linkTargets(html).hrefs.filter(leadsToReservedHost);
