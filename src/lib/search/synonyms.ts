import { searchTerms, stem, words } from './text';

/** A group of words visitors use for the same thing (content/site/search.yaml, `synonyms`). */
export interface SynonymGroup {
  terms: readonly string[];
}

/** Whether `phrase` (a sequence of words) occurs in `query`. */
const containsPhrase = (query: readonly string[], phrase: readonly string[]): boolean =>
  phrase.length > 0 && query.some((_, start) => phrase.every((word, offset) => query[start + offset] === word));

/** A group the query used: the visitor's words that called it up (indexed form), and the group's other terms. */
export interface SynonymMatch {
  triggers: string[];
  others: string[];
}

/**
 * Every group one of whose terms the query contains: "how much is a consultation" calls up the
 * group of "pricing" and "cost" when a group says so. Phrases match as whole word sequences
 * ("business associate agreement"), single words as words, each compared by its stem.
 */
export const synonymMatches = (query: string, groups: readonly SynonymGroup[]): SynonymMatch[] => {
  // Compared by stem, so a plural or a verb form calls a group up as well ("scans", "copy pasting").
  const queryStems = words(query).map(stem);
  return groups.flatMap((group) => {
    const phrases = group.terms.map(words);
    const used = phrases.filter((phrase) => containsPhrase(queryStems, phrase.map(stem)));
    if (used.length === 0) return [];
    return [
      {
        triggers: searchTerms(used.map((phrase) => phrase.join(' ')).join(' ')),
        others: phrases.filter((phrase) => !used.includes(phrase)).map((phrase) => phrase.join(' ')),
      },
    ];
  });
};

/** The other terms of every group the query used, as extra words to search for. */
export const synonymExpansion = (query: string, groups: readonly SynonymGroup[]): string[] => [
  ...new Set(synonymMatches(query, groups).flatMap((match) => match.others)),
];

/** Why a group cannot be used, or null: the build fails naming content/site/search.yaml and the group. */
export const synonymGroupProblem = (group: SynonymGroup): string | null => {
  const usable = group.terms.filter((term) => words(term).length > 0);
  if (usable.length < 2) return `needs two or more terms with letters or digits, has ${JSON.stringify(group.terms)}`;
  const seen = new Set(usable.map((term) => words(term).join(' ')));
  if (seen.size < usable.length) return `repeats a term: ${JSON.stringify(group.terms)}`;
  return null;
};
