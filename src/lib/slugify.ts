/**
 * The slug the CMS makes from a new entry's title (or name) when the writer leaves it empty, and the
 * build's file names made from a name: the title lowercased, spaces turned into hyphens, every other
 * character that is not a letter, digit or hyphen removed.
 * "Spot PMS" → "spot-pms", "i2HR" → "i2hr".
 */
export const slugify = (title: string): string =>
  title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');

/** What a slug may be, as the routes expect it: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_FORM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
