import { SEARCH_UI_PATH } from './index-file';

/** What the search bundle adds to the window, and what the header script leaves for it. */
export interface SearchWindow extends Window {
  siteSearchUi?: { open: (opener: HTMLElement | null) => void; mountPage: () => void };
  /** Set when search was asked for before its bundle had arrived: the element to return focus to. */
  siteSearchPending?: HTMLElement | null;
}

/** The markup the header script and the search bundle find (the header and /search/ render it). */
export const SEARCH_PAGE_SELECTORS = {
  opener: '[data-search-open]',
  page: '[data-search-page]',
  results: '[data-search-results]',
  status: '[data-search-status]',
} as const;

/**
 * Opens search: the header's button, the phone menu's link and the "/" key call this from the
 * header script. The search bundle (index and code) is fetched on the first call only, so no
 * page's first load carries any of it.
 */
export function openSearch(win: SearchWindow, doc: Document, opener: HTMLElement | null): void {
  if (win.siteSearchUi) {
    win.siteSearchUi.open(opener);
    return;
  }
  win.siteSearchPending = opener;
  loadSearchBundle(doc);
}

/** Adds the search bundle to the page once; it opens a pending search and mounts the /search/ page when it runs. */
export function loadSearchBundle(doc: Document): void {
  if (doc.querySelector(`script[src="${SEARCH_UI_PATH}"]`)) return;
  const script = doc.createElement('script');
  script.src = SEARCH_UI_PATH;
  script.async = true;
  doc.head.append(script);
}

/** "/" opens search, unless the visitor is typing in a field or holds a modifier. */
export const isSearchShortcut = (event: KeyboardEvent): boolean => {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
};
