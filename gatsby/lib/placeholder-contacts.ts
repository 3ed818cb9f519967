import { isReservedHost } from '../../src/lib/reserved-hosts';

/** The contact details a visitor uses to reach the company. */
export interface ContactDetails {
  readonly siteUrl: string;
  readonly email: string;
  readonly pressEmail: string;
  readonly privacyEmail: string;
  readonly phone: string;
}

/**
 * North American numbers 555-0100 to 555-0199 are reserved for fiction: no call reaches anyone.
 * Matches "+1 (214) 555-0142", "214-555-0142", "12145550142".
 */
export const isFictionalPhone = (phone: string): boolean => {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{3}55501\d{2}$/.test(digits);
};

const hostOf = (value: string, kind: 'url' | 'email'): string => {
  if (kind === 'email') return value.slice(value.lastIndexOf('@') + 1);
  try {
    return new URL(value).hostname;
  } catch {
    return '';
  }
};

/**
 * Every contact detail that cannot reach anyone, one line each ("email: hello@x.example, a reserved
 * domain"): the shipped content is a fictional company's, and an owner replaces these before going live.
 */
export const placeholderContactDetails = (details: ContactDetails): string[] => {
  const found: string[] = [];
  const addresses: Array<[keyof ContactDetails, 'url' | 'email']> = [
    ['siteUrl', 'url'],
    ['email', 'email'],
    ['pressEmail', 'email'],
    ['privacyEmail', 'email'],
  ];
  for (const [field, kind] of addresses) {
    if (isReservedHost(hostOf(details[field], kind))) found.push(`${field}: ${details[field]} (a reserved domain that cannot exist)`);
  }
  if (isFictionalPhone(details.phone)) found.push(`phone: ${details.phone} (a fictional 555-01xx number)`);
  return found;
};
