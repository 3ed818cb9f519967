import { COLLECTIONS, type CollectionName, type FactTable } from '../../src/lib/facts';

/** An address that answers a permanent redirect. */
export interface Redirect {
  from: string;
  to: string;
}

/** Collections whose entries have pages: `portfolio` lists the same files as `caseStudy`, whose entries are the pages. */
const withPages = (Object.keys(COLLECTIONS) as CollectionName[]).filter((collection) => collection !== 'portfolio');

/**
 * Every retired entry's page answers a 301 to its section (a retired product's page to
 * /products/), so a bookmark or a search result still lands somewhere useful. Portfolio items
 * without a case study page have no address of their own.
 */
export const retiredRedirects = (facts: FactTable): Redirect[] =>
  withPages.flatMap((collection) =>
    Object.values(facts.entries[collection])
      .filter((entry) => entry.retired)
      .map((entry) => ({ from: entry.url, to: COLLECTIONS[collection].section })),
  );

/**
 * An entry whose slug was changed keeps its old addresses (its `formerSlugs`) answering a 301 to
 * where it is now: its page, or its section once it is retired. An old address that is again some
 * entry's page stays that page.
 */
export const movedRedirects = (facts: FactTable): Redirect[] => {
  const pages = new Set(withPages.flatMap((collection) => Object.values(facts.entries[collection]).map((entry) => entry.url)));
  return withPages.flatMap((collection) =>
    Object.values(facts.entries[collection]).flatMap((entry) =>
      (entry.formerUrls ?? []).filter((from) => !pages.has(from)).map((from) => ({ from, to: entry.retired ? COLLECTIONS[collection].section : entry.url })),
    ),
  );
};

/** Every address of an entry that answers a 301 instead of a page. */
export const entryRedirects = (facts: FactTable): Redirect[] => [...retiredRedirects(facts), ...movedRedirects(facts)];
