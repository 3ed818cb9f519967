import { loadSiteSearch, type SiteSearch } from '../../lib/search/engine';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from '../../lib/search/index-file';
import { SEARCH_PAGE_SELECTORS, type SearchWindow } from '../../lib/search/open-search';
import { labels } from './labels';
import { moveWithArrows, renderResults } from './render';
import { SEARCH_CSS } from './styles';

/**
 * Site search in the browser: fetched only when a visitor opens search (the header's button, the
 * phone menu's link or "/", src/lib/search/open-search.ts) or lands on /search/. Plain DOM, no
 * framework: the dialog is a native <dialog> (focus stays inside, Escape closes it), a search box
 * and a list of result links; the /search/ page gets the same results under its own form.
 */

const win = window as SearchWindow;
let searchReady: Promise<SiteSearch> | null = null;
const loadSearch = (): Promise<SiteSearch> => {
  searchReady ??= fetch(SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    })
    .then(loadSiteSearch);
  return searchReady;
};

const addStyles = () => {
  if (document.getElementById('site-search-css')) return;
  const style = document.createElement('style');
  style.id = 'site-search-css';
  style.textContent = SEARCH_CSS;
  document.head.append(style);
};

/** Searches as the visitor types; the results of the latest words win. */
const connect = (input: HTMLInputElement, list: HTMLElement, status: HTMLElement, onQuery?: (query: string) => void) => {
  const show = () => {
    const query = input.value;
    status.textContent = labels.loading;
    loadSearch().then(
      (search) => {
        if (input.value === query) renderResults(list, status, query, search.search(query));
      },
      () => {
        status.textContent = labels.noResults.replace('{query}', query);
      },
    );
    onQuery?.(query);
  };
  input.addEventListener('input', show);
  input.form?.addEventListener('keydown', (event) => moveWithArrows(event, input, list));
  // Enter in the box opens the first result; with no result the box stays as it is.
  input.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const first = list.querySelector<HTMLAnchorElement>('a');
    if (first) window.location.assign(first.href);
  });
  return show;
};

const build = (html: string): HTMLElement => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
};

const text = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

let dialog: HTMLDialogElement | null = null;
let opener: HTMLElement | null = null;

const makeDialog = (): HTMLDialogElement => {
  const made = build(
    `<dialog class="site-search" aria-labelledby="site-search-title">` +
      `<div class="site-search-head"><h2 id="site-search-title">${text(labels.dialogTitle)}</h2>` +
      `<button type="button" class="site-search-close">${text(labels.closeLabel)}</button></div>` +
      `<form role="search" action="/search/" method="get"><label for="site-search-input">${text(labels.inputLabel)}</label>` +
      `<input id="site-search-input" class="site-search-input" type="search" name="q" autocomplete="off" spellcheck="false" placeholder="${text(labels.placeholder)}" aria-describedby="site-search-status"></form>` +
      `<p id="site-search-status" class="site-search-status" role="status"></p>` +
      `<ol class="site-search-results" aria-label="${text(labels.resultsLabel)}" hidden></ol></dialog>`,
  ) as HTMLDialogElement;
  const input = made.querySelector('input') as HTMLInputElement;
  connect(input, made.querySelector('ol') as HTMLElement, made.querySelector('[role=status]') as HTMLElement);
  made.querySelector('.site-search-close')?.addEventListener('click', () => made.close());
  // A click on the backdrop (the dialog element itself, outside its box) closes it.
  made.addEventListener('click', (event) => {
    if (event.target === made) made.close();
  });
  // Escape closes at once, also from a search box holding words (which would first clear them).
  made.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    made.close();
  });
  made.addEventListener('close', () => opener?.focus());
  document.body.append(made);
  return made;
};

const open = (from: HTMLElement | null) => {
  addStyles();
  opener = from;
  dialog ??= makeDialog();
  if (!dialog.open) dialog.showModal();
  const input = dialog.querySelector('input') as HTMLInputElement;
  input.focus();
  input.select();
  void loadSearch();
};

/** The /search/ page: its server-rendered form, with results for ?q= and for what the visitor types. */
const mountPage = () => {
  const page = document.querySelector<HTMLElement>(SEARCH_PAGE_SELECTORS.page);
  if (!page || page.dataset.mounted) return;
  page.dataset.mounted = 'true';
  addStyles();
  const input = page.querySelector<HTMLInputElement>('input[name=q]');
  const list = page.querySelector<HTMLElement>(SEARCH_PAGE_SELECTORS.results);
  const status = page.querySelector<HTMLElement>(SEARCH_PAGE_SELECTORS.status);
  if (!input || !list || !status) return;
  const show = connect(input, list, status, (query) => {
    const url = new URL(window.location.href);
    url.searchParams.set('q', query);
    window.history.replaceState(window.history.state, '', url);
  });
  input.value = new URLSearchParams(window.location.search).get('q') ?? '';
  if (input.value) show();
};

win.siteSearchUi = { open, mountPage };
if (win.siteSearchPending !== undefined) open(win.siteSearchPending);
// On /search/ the bundle's script is in the head: the page's form is there once the document is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountPage);
else mountPage();
