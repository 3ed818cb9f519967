import { words } from './text';

/** A group of words visitors use for the same thing (content/site/search.yaml, `synonyms`). */
export interface SynonymGroup {
  terms: readonly string[];
}

/** Whether `phrase` (a sequence of words) occurs in `query`. */
const containsPhrase = (query: readonly string[], phrase: readonly string[]): boolean =>
  phrase.length > 0 && query.some((_, start) => phrase.every((word, offset) => query[start + offset] === word));

/**
 * The other terms of every group one of whose terms the query contains, as extra words to search
 * for: "how much is a consultation" also searches "pricing" and "cost" when a group says so.
 * Phrases match as whole word sequences ("business associate agreement"), single words as words.
 */
export const synonymExpansion = (query: string, groups: readonly SynonymGroup[]): string[] => {
  const queryWords = words(query);
  const extra = new Set<string>();
  for (const group of groups) {
    const phrases = group.terms.map(words);
    if (!phrases.some((phrase) => containsPhrase(queryWords, phrase))) continue;
    for (const phrase of phrases) if (!containsPhrase(queryWords, phrase)) extra.add(phrase.join(' '));
  }
  return [...extra];
};

/** Why a group cannot be used, or null: the build fails naming content/site/search.yaml and the group. */
export const synonymGroupProblem = (group: SynonymGroup): string | null => {
  const usable = group.terms.filter((term) => words(term).length > 0);
  if (usable.length < 2) return `needs two or more terms with letters or digits, has ${JSON.stringify(group.terms)}`;
  const seen = new Set(usable.map((term) => words(term).join(' ')));
  if (seen.size < usable.length) return `repeats a term: ${JSON.stringify(group.terms)}`;
  return null;
};
