/**
 * Facts written once and referred to everywhere else. Content names a fact with a token the build
 * fills in (CONTENT.md, "Facts and references"):
 *   {{phone}}                   a company fact: any field of content/site/company.yaml, plus {{host}}
 *   {{count:solutions}}         how many entries a collection has on the site (retired ones left out)
 *   {{list:products}}           their names, in their order, separated by commas
 *   {{product:digital-twin}}    an entry's name (or title)
 *   {{product:digital-twin.tagline}}  one of its text fields; `.url` is its address
 * Pure and browser-safe: the build fills with it, and the CMS preview fills the same way.
 */
import { routes } from './routes';

/** The collections a token may name, by the word a writer types, with the route section each lives under. */
export const COLLECTIONS = {
  solution: { plural: 'solutions', section: routes.solutions },
  service: { plural: 'services', section: routes.services },
  product: { plural: 'products', section: routes.products },
  caseStudy: { plural: 'caseStudies', section: routes.portfolio },
  portfolio: { plural: 'portfolio', section: routes.portfolio },
  press: { plural: 'press', section: routes.press },
  legal: { plural: 'legal', section: routes.home },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

/**
 * One entry as tokens see it: its label (name or title), address, text fields, and whether it is
 * retired. `formerSlugs` are slugs it had before (its `formerSlugs` field): a token naming one
 * still names this entry, and `formerUrls`, their addresses, redirect to its page.
 */
export interface FactEntry {
  label: string;
  url: string;
  retired: boolean;
  fields: Readonly<Record<string, string>>;
  formerSlugs?: readonly string[];
  formerUrls?: readonly string[];
}

/** Everything a token can name, built from the content (gatsby/lib/fact-table.ts). */
export interface FactTable {
  company: Readonly<Record<string, string>>;
  entries: Readonly<Record<CollectionName, Readonly<Record<string, FactEntry>>>>;
}

/** `{{ name }}`, `{{count:x}}`, `{{type:slug}}`, `{{type:slug.field}}`; spaces inside the braces allowed. */
export const TOKEN_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** Tokens a text fills in later, at run time, rather than at build (the chat's {{visitor}}). */
export type KeptTokens = ReadonlySet<string>;
const NONE: KeptTokens = new Set();

const isCollection = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name);
const pluralOf = (plural: string): CollectionName | undefined =>
  (Object.keys(COLLECTIONS) as CollectionName[]).find((name) => COLLECTIONS[name].plural === plural);

/** The entry a slug names: the one with that slug, else the one that had it before (its slug was changed). */
export const findEntry = (table: FactTable, kind: CollectionName, slug: string): FactEntry | undefined =>
  Object.hasOwn(table.entries[kind], slug) ? table.entries[kind][slug] : Object.values(table.entries[kind]).find((entry) => entry.formerSlugs?.includes(slug));

const RETIRE_HINT =
  'if its file was deleted, restore it with `retired: true` in its frontmatter instead: a retired entry leaves every list and its address redirects to its section';

/** Why a slug names no entry, in the writer's terms: what may have happened, and what to write instead. */
const nothingNamed = (token: string, kind: CollectionName, slug: string, table: FactTable): string => {
  if (kind === 'caseStudy' && Object.hasOwn(table.entries.portfolio, slug))
    return `{{${token}}}: the portfolio item "${slug}" has no case study page ("hasCaseStudyPage" is false): name it {{portfolio:${slug}}}, or give it a case study page`;
  const known = Object.keys(table.entries[kind]).map((name) => `"${name}"`);
  return (
    `{{${token}}}: no ${kind} has the slug "${slug}", nor had it before (the ${COLLECTIONS[kind].plural} are ${known.join(', ') || 'none'}). ` +
    `Renaming an entry (its name or title) never changes its slug: if a slug was edited by hand, write the new one here or add "${slug}" to that entry's "formerSlugs"; ${RETIRE_HINT}`
  );
};

/** What a token stands for, or the writer-facing reason it names nothing. */
export const resolveToken = (token: string, table: FactTable): { value: string } | { problem: string } => {
  const colon = token.indexOf(':');
  if (colon < 0) {
    if (Object.hasOwn(table.company, token)) return { value: table.company[token] };
    return {
      problem: `{{${token}}} names no company fact; the known ones are ${Object.keys(table.company)
        .map((name) => `{{${name}}}`)
        .join(', ')}`,
    };
  }
  const kind = token.slice(0, colon);
  const rest = token.slice(colon + 1);
  if (kind === 'count' || kind === 'list') {
    const collection = pluralOf(rest);
    if (!collection)
      return {
        problem: `{{${token}}} names no collection; the collections are ${Object.values(COLLECTIONS)
          .map((c) => c.plural)
          .join(', ')}`,
      };
    const onSite = Object.values(table.entries[collection]).filter((entry) => !entry.retired);
    return { value: kind === 'count' ? String(onSite.length) : onSite.map((entry) => entry.label).join(', ') };
  }
  if (!isCollection(kind))
    return { problem: `{{${token}}}: "${kind}" is no kind of entry; the kinds are ${Object.keys(COLLECTIONS).join(', ')}, count and list` };
  const [slug, field] = rest.split('.', 2);
  const entry = findEntry(table, kind, slug);
  if (!entry) return { problem: nothingNamed(token, kind, slug, table) };
  if (field === undefined) return { value: entry.label };
  // A retired entry's address is its section: the page redirects there.
  if (field === 'url') return { value: entry.retired ? COLLECTIONS[kind].section : entry.url };
  if (Object.hasOwn(entry.fields, field)) return { value: entry.fields[field] };
  return { problem: `{{${token}}}: ${kind} "${slug}" has no text field "${field}"; it has ${['url', ...Object.keys(entry.fields)].join(', ')}` };
};

/** One token that names nothing, with its 1-based line in the text. */
export interface TokenProblem {
  line: number;
  token: string;
  message: string;
}

/** Every token of a text that names nothing, with its line. */
export const tokenProblems = (text: string, table: FactTable, kept: KeptTokens = NONE): TokenProblem[] =>
  [...text.matchAll(TOKEN_PATTERN)].flatMap((match) => {
    if (kept.has(match[1])) return [];
    const resolved = resolveToken(match[1], table);
    if ('value' in resolved) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [{ line, token: match[0], message: resolved.problem }];
  });

/** The text with every token filled in; a token naming nothing is left as written (validation reports it). */
export const fillFacts = (text: string, table: FactTable, kept: KeptTokens = NONE): string =>
  text.replace(TOKEN_PATTERN, (whole, token: string) => {
    if (kept.has(token)) return whole;
    const resolved = resolveToken(token, table);
    return 'value' in resolved ? resolved.value : whole;
  });

/** A value (text, list, object) with every text inside it filled in. */
export const fillFactsDeep = <T>(value: T, table: FactTable, kept: KeptTokens = NONE): T => {
  if (typeof value === 'string') return fillFacts(value, table, kept) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsDeep(item, table, kept)) as T;
  // Plain groups of fields only: a Date (a YAML date read by gray-matter) stays as it is.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillFactsDeep(inner, table, kept)])) as T;
  }
  return value;
};

/** Whether a text still holds a token (written, or percent-encoded inside a link). */
export const hasToken = (text: string): boolean => /\{\{[^{}]*\}\}|%7B%7B/i.test(text);

/** The table as tokens show it: a retired entry's address is its section's (for the CMS, which fills tokens from it). */
export const asTokensShowIt = (table: FactTable): FactTable => ({
  ...table,
  entries: Object.fromEntries(
    (Object.keys(table.entries) as CollectionName[]).map((collection) => [
      collection,
      Object.fromEntries(
        Object.entries(table.entries[collection]).map(([slug, entry]) => [slug, entry.retired ? { ...entry, url: COLLECTIONS[collection].section } : entry]),
      ),
    ]),
  ) as FactTable['entries'],
});
