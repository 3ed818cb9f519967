import { searchTerm } from './text';

/** A piece of a snippet; `marked` pieces are words the search matched (shown in <mark>). */
export interface Segment {
  text: string;
  marked: boolean;
}

const SNIPPET_WORDS = 28;

/**
 * The passage of `text` with the most matched words (by their indexed form, so "agreements" marks
 * "agreement"), `length` words long (28 unless told), as plain-text pieces: the page renders them as text nodes,
 * never as HTML.
 */
export const snippet = (text: string, matchedTerms: readonly string[], length = SNIPPET_WORDS): Segment[] => {
  const terms = new Set(matchedTerms);
  const tokens = text.split(/(\s+)/).filter((token) => token.length > 0);
  const isMatch = tokens.map((token) => !/^\s+$/.test(token) && terms.has(searchTerm(token) ?? ''));
  const wordIndexes = tokens.flatMap((token, index) => (/^\s+$/.test(token) ? [] : [index]));
  let bestStart = 0;
  let bestHits = -1;
  for (let w = 0; w < wordIndexes.length; w += 1) {
    const window = wordIndexes.slice(w, w + length);
    const hits = window.filter((index) => isMatch[index]).length;
    if (hits > bestHits) {
      bestHits = hits;
      bestStart = w;
    }
    if (w + length >= wordIndexes.length) break;
  }
  // Start a little before the first match, so the passage reads from a word that leads into it.
  const firstHit = wordIndexes.slice(bestStart, bestStart + length).findIndex((index) => isMatch[index]);
  const start = Math.max(0, bestStart + Math.max(0, firstHit - 4));
  const from = wordIndexes[start] ?? 0;
  const to = (wordIndexes[Math.min(start + length, wordIndexes.length) - 1] ?? tokens.length - 1) + 1;
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: '… ', marked: false });
  for (let index = from; index < to; index += 1) {
    const last = segments[segments.length - 1];
    if (isMatch[index]) segments.push({ text: tokens[index], marked: true });
    else if (last && !last.marked) last.text += tokens[index];
    else segments.push({ text: tokens[index], marked: false });
  }
  if (to < tokens.length) segments.push({ text: ' …', marked: false });
  return segments;
};
