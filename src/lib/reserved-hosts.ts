/**
 * Host names no visitor can reach on the internet. The production build fails on a page linking to
 * one (gatsby/lib/reserved-hosts.ts), and the CMS refuses to save such a link (src/cms/save-checks.ts),
 * both with the words below, so a writer learns of it on saving rather than from a failed deploy.
 */

/** Top-level names reserved by RFC 2606 and RFC 6761: no public site can live under them. */
const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost', 'local'];
/** Second-level names reserved for documentation (RFC 2606): they resolve, but only to IANA's page. */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** What the build and the CMS say about a link to such a host. */
export const RESERVED_HOSTS_NAMED = 'reserved names such as .example, .test, .invalid, localhost';
export const DEAD_LINK_ADVICE = 'Give the item its real URL, or leave the link field out so no link is shown';

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
 * Whether an address, as a link's href, sends a visitor to such a host. Relative links and
 * mailto:/tel: addresses are not visits to a host.
 */
export const leadsToReservedHost = (href: string): boolean => {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  try {
    return isReservedHost(new URL(href, 'https://relative.invalid').hostname);
  } catch {
    return false;
  }
};
