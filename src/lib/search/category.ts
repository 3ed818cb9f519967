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

/** Asking whether the company serves someone: "do you work with hospitals?", "anything for cities or counties?". */
const ASKS_WHO_IS_SERVED =
  /\b(?:do|does|can|could) (?:you|your team) (?:work|partner|help|deal|serve|support|do anything|do something|have anything|have something|have experience)\b|\b(?:anything|something|experience) (?:for|with)\b|\bwork with\b/i;
const SERVED_WORDS = new Set(searchTerms('work works worked partner help deal serve support anything something experience do have like ours ones kind'));
/** So few words of its own that it names no need, only whom (at most this many: "government agencies", "cities or counties"). */
const WHO_WORDS = 2;

/**
 * Whether a question asks only whether the company serves someone ("do you work with hospitals?"):
 * its answer is what the page for them says it is, not one line of it. A question that names a
 * need as well ("… helping doctors read scans") asks the pages for that.
 */
export const asksWhoIsServed = (question: string): boolean => {
  if (!ASKS_WHO_IS_SERVED.test(question)) return false;
  const own = searchTerms(question).filter((term) => !SERVED_WORDS.has(term));
  return own.length > 0 && own.length <= WHO_WORDS;
};

/** The pages other indexed pages sit under, the home page aside. */
export const overviewPaths = (paths: readonly string[]): string[] =>
  paths.filter((path) => path !== '/' && paths.some((other) => other !== path && other.startsWith(path)));

/** An overview and the words of its title, its noun last ("AI Products"). */
export interface Range {
  path: string;
  titleTerms: string[];
}

/** The site's overviews by title (`titles`: every indexed page's), worked out once for all the questions asked. */
export const rangesOf = (titles: ReadonlyMap<string, string>): Range[] =>
  overviewPaths([...titles.keys()]).map((path) => ({ path, titleTerms: searchTerms(titles.get(path) ?? '') }));

/**
 * The overview a question asks for the whole of, or null: it asks for a range, and every telling
 * word it has besides is a word of that overview's title, the title's last one (its noun) among them.
 */
export const overviewAsked = (question: string, ranges: readonly Range[]): string | null => {
  if (!ASKS_FOR_ALL.test(question)) return null;
  const asked = searchTerms(question).filter((term) => !RANGE_WORDS.has(term));
  if (asked.length === 0) return null;
  const noun = (terms: readonly string[]) => terms[terms.length - 1];
  return (
    ranges.find(({ titleTerms }) => noun(titleTerms) !== undefined && asked.includes(noun(titleTerms)) && asked.every((term) => titleTerms.includes(term)))
      ?.path ?? null
  );
};
