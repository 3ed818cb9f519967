import type { AsPlainObject } from 'minisearch';
import type { SynonymGroup } from './synonyms';

/** Where the build writes the search's files, fetched only once a visitor opens search. */
export const SEARCH_INDEX_PATH = '/search/index.json';
export const SEARCH_UI_PATH = '/search/ui.js';

/** One searchable page, as the build reads it from the built HTML. */
export interface SearchDocument {
  /** The page's path, also its id. */
  id: string;
  title: string;
  /** The part of the site it belongs to ("Solutions", "Press"…). */
  section: string;
  /** Its h2–h4 headings, one per line. */
  headings: string;
  /** The meta description (what the page says it is about). */
  description: string;
  /** The visible text of the page's main content. */
  body: string;
}

/** The words of search's button, dialog and page (content/site/search.yaml). */
export interface SearchLabels {
  buttonLabel: string;
  dialogTitle: string;
  inputLabel: string;
  placeholder: string;
  submitLabel: string;
  closeLabel: string;
  resultsLabel: string;
  /** "{count} results" */
  resultCount: string;
  /** 'Nothing on the site matches "{query}".' */
  noResults: string;
  emptyQuery: string;
  loading: string;
}

/** The index file: MiniSearch's serialised index (with the stored fields) and the synonyms the query needs. */
export interface SearchIndexFile {
  synonyms: SynonymGroup[];
  index: AsPlainObject;
}
