import type { SiteSearchResult } from '../../lib/search/engine';
import { fill, labels } from './labels';

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
};

/** One result: a link holding the title, the section and the snippet, matched words in <mark> (text nodes only, never HTML). */
const resultItem = (result: SiteSearchResult): HTMLLIElement => {
  const item = element('li', 'site-search-result');
  const link = element('a', 'site-search-link');
  link.href = result.path;
  const head = element('span', 'site-search-result-head');
  head.append(element('span', 'site-search-result-title', result.title), element('span', 'site-search-result-section', result.section));
  const text = element('span', 'site-search-snippet');
  for (const segment of result.snippet) text.append(segment.marked ? element('mark', '', segment.text) : document.createTextNode(segment.text));
  link.append(head, text);
  item.append(link);
  return item;
};

/** Shows the results of `query` in `list` and says in `status` (a live region) how many there are. */
export const renderResults = (list: HTMLElement, status: HTMLElement, query: string, results: readonly SiteSearchResult[]): void => {
  list.replaceChildren(...results.map(resultItem));
  list.hidden = results.length === 0;
  if (query.trim() === '') status.textContent = labels.emptyQuery;
  else if (results.length === 0) status.textContent = fill(labels.noResults, { query: query.trim() });
  else status.textContent = fill(labels.resultCount, { count: results.length });
};

/**
 * Arrow keys between the search box and the result links: down from the box to the first
 * result, down and up between results, up from the first back to the box.
 */
export const moveWithArrows = (event: KeyboardEvent, input: HTMLInputElement, list: HTMLElement): void => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a')];
  if (links.length === 0) return;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const down = event.key === 'ArrowDown';
  const next = at === -1 ? (down ? links[0] : null) : down ? links[Math.min(at + 1, links.length - 1)] : at === 0 ? input : links[at - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
};
