import { COLLECTIONS, fillFactsDeep, findEntry, tokenProblems, type CollectionName, type FactTable } from '../lib/facts';
import type { ContentProblem } from '../lib/content-validation';

/**
 * The site's facts as the last build read them (public/admin/facts.json, gatsby/cms/write-cms.ts):
 * the preview shows a writer's {{tokens}} filled in, and a save is refused when one names nothing.
 * The chat's {{visitor}} is the chat's own, filled when a visitor gives a name.
 */
const RUN_TIME_TOKENS = new Set(['visitor']);
let facts: FactTable | undefined;

export const loadCmsFacts = async (href: string): Promise<void> => {
  const response = await fetch(href, { credentials: 'same-origin' });
  // Without the file (a build older than the facts), previews show the tokens as written and saves are not checked for them.
  if (response.ok) facts = (await response.json()) as FactTable;
};

/** The entry's data with its tokens filled in, as the build will show it. */
export const withFacts = <T>(data: T): T => (facts ? fillFactsDeep(data, facts, RUN_TIME_TOKENS) : data);

/** One problem per token that names nothing, in the build's words. */
export const factTokenProblems = (record: Record<string, unknown>, body = ''): ContentProblem[] => {
  if (!facts) return [];
  const table = facts;
  return [JSON.stringify(record), body].flatMap((text) => tokenProblems(text, table, RUN_TIME_TOKENS)).map(({ message }) => ({ field: 'facts', message }));
};

/** The kind of entry a CMS folder collection holds (its folder is the kind's plural); case studies are portfolio items. */
const kindOf = (collection: string): CollectionName | undefined =>
  (Object.keys(COLLECTIONS) as CollectionName[]).find((kind) => kind !== 'caseStudy' && COLLECTIONS[kind].plural === collection);

/**
 * A slug another entry of the collection already has, or had: saved, two entries would share one
 * address and one token. `ownSlug` is the slug the entry had when the writer opened it (none when new).
 */
export const slugTaken = (collection: string, slug: unknown, ownSlug: string | undefined): ContentProblem[] => {
  const kind = kindOf(collection);
  if (!facts || !kind || typeof slug !== 'string' || slug === '') return [];
  const holder = findEntry(facts, kind, slug);
  const own = ownSlug === undefined ? undefined : findEntry(facts, kind, ownSlug);
  if (!holder || holder === own) return [];
  return [
    { field: 'slug', message: `the slug "${slug}" is already the address of "${holder.label}" (${holder.url}), now or before: give this entry another slug` },
  ];
};
