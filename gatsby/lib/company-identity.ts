/**
 * The company's identity (content/site/company.yaml plus the build's resolved origin) as the values
 * that writers' text may name: `{{privacyEmail}}` in a legal page or a media-kit file becomes the
 * address of company.yaml, `{{host}}` the site's host name. One source, so a change of address,
 * e-mail or phone reaches every page and file of the next build.
 */

/** The names a placeholder may use, each with what it stands for (shown to a writer who mistypes one). */
export const PLACEHOLDERS = {
  name: 'the company name',
  legalName: 'the legal name',
  siteUrl: 'the site address, e.g. https://www.example.com',
  host: 'the site host name, e.g. www.example.com',
  email: 'the general e-mail address',
  pressEmail: 'the press e-mail address',
  privacyEmail: 'the privacy e-mail address',
  phone: 'the phone number',
  location: 'the location',
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;
export type Identity = Record<PlaceholderName, string>;

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

const isPlaceholderName = (name: string): name is PlaceholderName => Object.hasOwn(PLACEHOLDERS, name);

/** The company fields the identity is made of. */
export interface IdentityFields {
  readonly name: string;
  readonly legalName: string;
  readonly email: string;
  readonly pressEmail: string;
  readonly privacyEmail: string;
  readonly phone: string;
  readonly location: string;
}

/** The identity of a build: company.yaml's fields and the resolved origin (no trailing slash). */
export const identityOf = (company: IdentityFields, siteUrl: string): Identity => ({
  name: company.name,
  legalName: company.legalName,
  siteUrl,
  host: new URL(siteUrl).host,
  email: company.email,
  pressEmail: company.pressEmail,
  privacyEmail: company.privacyEmail,
  phone: company.phone,
  location: company.location,
});

/** Every placeholder in a text whose name is not one of PLACEHOLDERS, as written (`{{emial}}`). */
export const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER_PATTERN)].filter((match) => !isPlaceholderName(match[1])).map((match) => match[0]);

/** The writer-facing message for unknown placeholders, listing the names that work. */
export const unknownPlaceholderMessage = (found: readonly string[]): string =>
  `unknown placeholder${found.length > 1 ? 's' : ''} ${found.join(', ')}; the known ones are ${Object.keys(PLACEHOLDERS)
    .map((name) => `{{${name}}}`)
    .join(', ')}`;

/** The text with every placeholder replaced by its value; throws on an unknown one (validation lets none through). */
export const fillPlaceholders = (text: string, identity: Identity): string =>
  text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isPlaceholderName(name)) throw new Error(unknownPlaceholderMessage([whole]));
    return identity[name];
  });

/** Whether a text still holds a placeholder (written, or percent-encoded inside a link). */
export const hasPlaceholder = (text: string): boolean => /\{\{[^{}]*\}\}|%7B%7B/i.test(text);
