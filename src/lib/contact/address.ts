/**
 * Address rules for anything that ends up in a mail header (the visitor's Reply-To, our own
 * From and To). Deliberately narrower than RFC 5322: plain ASCII, no quotes, comments, spaces,
 * brackets or list separators, so an address can never smuggle a display name, a second
 * recipient or a header break into the message.
 */
export const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** Printable ASCII without space; then the characters that carry meaning in address headers. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const FORBIDDEN = /["()<>,;:\\[\]]/;
/** One @, a non-empty local part, a domain made of dot-separated labels with at least one dot. */
const SHAPE = /^[^@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export function isSafeAddress(value: string): boolean {
  if (value.length === 0 || value.length > MAX_ADDRESS_LENGTH) return false;
  if (!PRINTABLE_ASCII.test(value) || FORBIDDEN.test(value) || !SHAPE.test(value)) return false;
  const localPart = value.slice(0, value.lastIndexOf('@'));
  return localPart.length <= MAX_LOCAL_PART_LENGTH;
}

/** For logs: the domain only, never the mailbox (no personal data in logs). */
export function addressDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '' : address.slice(at + 1);
}
