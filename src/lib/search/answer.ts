import type { SiteSearch } from './engine';
import { snippet } from './snippet';
import { searchTerms } from './text';

/** One passage of a page that answers a question, with the page it comes from. */
export interface AnswerPassage {
  path: string;
  title: string;
  text: string;
}

export type SiteAnswer = { kind: 'passages'; passages: AnswerPassage[] } | { kind: 'nothing' };

/** A page answers only when it holds at least this share of the question's telling words (a synonym group found counts as one). */
const MIN_COVERAGE = 0.4;
const MAX_PASSAGES = 3;
/** About two sentences: enough to read the answer, short enough for a chat reply. */
const PASSAGE_WORDS = 40;

/**
 * The one to three passages of the site's pages that best answer a visitor's question, from the
 * same index as site search, or "nothing" when no page holds 40 % of the question's telling words:
 * the assistant then says so plainly instead of guessing. Pure: it runs in the browser on the
 * index search already fetched, and nothing leaves the visitor's browser.
 */
const passageText = (body: string, terms: readonly string[]): string =>
  snippet(body, terms, PASSAGE_WORDS)
    .map((segment) => segment.text)
    .join('');

export const answerFromSite = (search: SiteSearch, question: string): SiteAnswer => {
  const asked = new Set(searchTerms(question));
  const needed = Math.max(1, Math.ceil(asked.size * MIN_COVERAGE));
  const passages = search
    .search(question, MAX_PASSAGES)
    .filter((result) => result.matchedWords >= needed)
    .map((result) => ({ path: result.path, title: result.title, text: passageText(result.body, result.matchedTerms) }));
  return passages.length > 0 ? { kind: 'passages', passages } : { kind: 'nothing' };
};
