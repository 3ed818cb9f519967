/**
 * Text a writer leaves to fill in later: a bracketed placeholder or lorem ipsum. A published page
 * must never show it; a draft may hold it.
 *
 * A bracketed placeholder is `[` + text + `]` where:
 * - the text starts with a capital letter ("[Title]", "[Executive Name]", "[Launch date TBD]",
 *   "[Quote to be confirmed]"), or names an unfinished value anywhere in it (TBD, TBC, TODO,
 *   "to be confirmed", "placeholder", "insert");
 * - the text is one line of 1-80 characters with no brackets inside;
 * - the `]` is not followed by `(`, `[` or `:` — those are Markdown links `[text](url)`, reference
 *   links `[text][ref]` and link definitions `[ref]: url`;
 * - so a checkbox `[ ]` / `[x]`, a footnote number `[1]` and lowercase editorial brackets in prose
 *   ("[sic]", "[the company]") are not placeholders.
 */
const BRACKETED = /\[([^[\]\n]{1,80})\](?![([:])/g;
const UNFINISHED_WORDS = /\b(?:TBD|TBC|TODO|to be (?:confirmed|decided|determined|announced)|placeholder|insert)\b/i;
const LOREM = /\blorem ipsum\b/i;

/** The placeholders in one text, as written ("[Title]", "lorem ipsum"), in order of appearance. */
export const placeholdersIn = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.matchAll(BRACKETED)) {
    const inner = match[1].trim();
    if (/^[A-Z]/.test(inner) || UNFINISHED_WORDS.test(inner)) found.push(match[0]);
  }
  const lorem = LOREM.exec(text);
  if (lorem) found.push(lorem[0]);
  return found;
};

/** Every text value of a record, with the field name problems carry ("stats[1].label"). */
export const textValues = (value: unknown, field: string): { field: string; text: string }[] => {
  if (typeof value === 'string') return [{ field, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textValues(item, `${field}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => textValues(inner, field ? `${field}.${key}` : key));
  }
  return [];
};

/**
 * The lines of a Markdown body holding placeholders, numbered from the body's first line of text
 * (blank lines after the frontmatter are not counted), so the build and the CMS, which trims the
 * body, give the same numbers.
 */
export const bodyPlaceholderLines = (body: string): { line: number; placeholders: string[] }[] =>
  body
    .replace(/^(?:[ \t]*\r?\n)+/, '')
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, placeholders: placeholdersIn(text) }))
    .filter(({ placeholders }) => placeholders.length > 0);
