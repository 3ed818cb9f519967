import { linkTargets } from './html';

/** Top-level names reserved by RFC 2606 and RFC 6761: no public site can live under them. */
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost', 'local'];
/** Second-level names reserved for documentation (RFC 2606): they resolve, but only to IANA's page. */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/**
 * Whether a host name is a reserved or loopback name that no visitor can reach on the internet:
 * *.example, *.test, *.invalid, localhost (and *.localhost, *.local), example.com/.net/.org, and
 * loopback or unspecified IP addresses.
 */
export const isReservedHost = (hostname: string): boolean => {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  if (host === '' || host === '::1' || host === '::' || host === '0.0.0.0' || /^127\./.test(host)) return true;
  const labels = host.split('.');
  if (RESERVED_TLDS.includes(labels[labels.length - 1])) return true;
  return RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

/**
 * The href of every <a> and <area> in a built page that leads a visitor to a host that cannot exist (see
 * isReservedHost): a dead link. Relative links and mailto:/tel: addresses are not visits to a host.
 * <link rel="canonical"> and Open Graph <meta> are read by crawlers, not followed by visitors, and
 * are decided by gatsby/lib/resolve-site-origin.ts instead.
 */
export const reservedHostLinks = (html: string): string[] => {
  const found: string[] = [];
  for (const href of linkTargets(html).hrefs) {
    if (!/^(?:https?:)?\/\//i.test(href)) continue;
    let hostname: string;
    try {
      hostname = new URL(href, 'https://relative.invalid').hostname;
    } catch {
      continue;
    }
    if (isReservedHost(hostname)) found.push(href);
  }
  return found;
};
