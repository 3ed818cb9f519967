import { COLLECTIONS, type CollectionName, type FactTable } from '../../src/lib/facts';

/** An address that answers a permanent redirect. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * Every retired entry's page answers a 301 to its section (a retired product's page to
 * /products/), so a bookmark or a search result still lands somewhere useful. Portfolio items
 * without a case study page have no address of their own.
 */
export const retiredRedirects = (facts: FactTable): Redirect[] =>
  (Object.keys(COLLECTIONS) as CollectionName[])
    .filter((collection) => collection !== 'portfolio')
    .flatMap((collection) =>
      Object.values(facts.entries[collection])
        .filter((entry) => entry.retired)
        .map((entry) => ({ from: entry.url, to: COLLECTIONS[collection].section })),
    );
