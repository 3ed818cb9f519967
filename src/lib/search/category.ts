import { searchTerms } from './text';

/**
 * A category question ("what products do you sell?", "list your services") asks for an overview
 * page, the page others sit under (/products/), and the names of what it holds, not one sentence
 * of one of them. The category is the overview's title read from the build ("AI Products"), so a
 * renamed or added section needs no code.
 */

/** Asking for the whole range: English question words, the code's as the stop words are. */
const ASKS_FOR_ALL =
  /\b(?:what|which|list|all|any|kinds? of|types? of|sorts? of|range of|do you (?:have|offer|sell|make|provide|build)|tell me about your|show me your|overview of)\b/i;
/** The words such a question uses besides the category's own. */
const RANGE_WORDS = new Set(
  searchTerms(
    'have offer offering sell make provide build list all kind kinds type types sort sorts range overview show available main current currently ' +
      'actually really exactly whole full complete guys u ya',
  ),
);

/** The pages other indexed pages sit under, the home page aside. */
export const overviewPaths = (paths: readonly string[]): string[] =>
  paths.filter((path) => path !== '/' && paths.some((other) => other !== path && other.startsWith(path)));

/**
 * The overview a question asks for the whole of, or null: it asks for a range, and every telling
 * word it has besides is a word of that overview's title, the title's last one (its noun) among them.
 */
export const overviewAsked = (question: string, titles: ReadonlyMap<string, string>): string | null => {
  if (!ASKS_FOR_ALL.test(question)) return null;
  const asked = searchTerms(question).filter((term) => !RANGE_WORDS.has(term));
  if (asked.length === 0) return null;
  return (
    overviewPaths([...titles.keys()]).find((path) => {
      const titleTerms = searchTerms(titles.get(path) ?? '');
      const noun = titleTerms[titleTerms.length - 1];
      return noun !== undefined && asked.includes(noun) && asked.every((term) => titleTerms.includes(term));
    }) ?? null
  );
};
