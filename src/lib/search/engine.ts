import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { answerTypeOf, asksCompanyFact, COMPANY_FACTS_PAGE, WAYS_TO_REACH } from './answer-type';
import { overviewAsked, rangesOf, type Range } from './category';
import type { SearchDocument, SearchIndexFile } from './index-file';
import { type Segment, snippet } from './snippet';
import { synonymMatches, type SynonymGroup } from './synonyms';
import { searchTerm, searchTerms, words } from './text';

type StoredFields = Pick<SearchDocument, 'title' | 'section' | 'body'>;

/**
 * The index's options, the same at build and in the browser (MiniSearch requires it). A word in a
 * title counts most, then headings and the page's description, then the body text.
 */
export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'headings', 'description', 'body'],
  storeFields: ['title', 'section', 'body'],
  tokenize: words,
  processTerm: searchTerm,
};

const SEARCH_OPTIONS = {
  boost: { title: 4, headings: 2, description: 2 },
  combineWith: 'OR' as const,
  // Typos: one edit in a word of 5 letters or more, two from 10 (MiniSearch's fraction of the length).
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  // The word being typed matches words it starts (only the last one, so "staff aug" finds "augmentation").
  prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length >= 3,
};

/** How many results a visitor reads first (the dialog shows them above the fold on a phone). */
const FIRST_RESULTS = 3;

/** Synonyms count less than the visitor's own words. */
const SYNONYM_WEIGHT = 0.6;

export interface SiteSearchResult {
  path: string;
  title: string;
  section: string;
  snippet: Segment[];
  score: number;
  /** The page's text (for the assistant's passages). */
  body: string;
  /** The page's words the search matched (indexed form), synonyms and typos included. */
  matchedTerms: string[];
  /** How many of the visitor's telling words the page holds, itself or through a synonym of it. */
  matchedWords: number;
}

export interface SiteSearch {
  search: (query: string, limit?: number) => SiteSearchResult[];
}

export const buildIndex = (documents: readonly SearchDocument[]): MiniSearch<SearchDocument> => {
  const index = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  index.addAll(documents);
  return index;
};

/** Each indexed page's title, by path. */
const titlesOf = (index: MiniSearch<SearchDocument>, paths: Iterable<string>): Map<string, string> =>
  new Map([...paths].map((path) => [path, String((index.getStoredFields(path) as Partial<StoredFields> | undefined)?.title ?? '')]));

/**
 * The page a question asks for by what it is rather than by its words: the company's page for its
 * own phone, e-mail or place ("best number to reach you?"), an overview for its whole range ("what
 * products do you sell?"). It comes first, whatever else matches.
 */
const pageAskedFor = (query: string, titles: ReadonlyMap<string, string>, ranges: readonly Range[]): { path: string; place: number } | null => {
  if (titles.has(COMPANY_FACTS_PAGE) && asksCompanyFact(query)) return { path: COMPANY_FACTS_PAGE, place: 0 };
  const overview = overviewAsked(query, ranges);
  if (overview) return { path: overview, place: 0 };
  // Any other question for a phone number or an e-mail address: the company's page among the first results.
  const type = answerTypeOf(query);
  return type && WAYS_TO_REACH.has(type) && titles.has(COMPANY_FACTS_PAGE) ? { path: COMPANY_FACTS_PAGE, place: FIRST_RESULTS - 1 } : null;
};

/** Search over a built index (of the pages at `paths`): the visitor's words, plus the synonyms of any group they used. */
export const siteSearch = (index: MiniSearch<SearchDocument>, synonyms: readonly SynonymGroup[], paths: Iterable<string> = []): SiteSearch => {
  const titles = titlesOf(index, paths);
  const ranges = rangesOf(titles);
  return {
    search: (query, limit = 8) => {
      const groups = synonymMatches(query, synonyms);
      const expansion = [...new Set(groups.flatMap((group) => group.others))];
      // Which of the visitor's words each synonym term stands for.
      const standsFor = new Map<string, string[]>();
      for (const group of groups)
        for (const term of searchTerms(group.others.join(' '))) standsFor.set(term, [...(standsFor.get(term) ?? []), ...group.triggers]);
      if (expansion.length === 0 && words(query).every((word) => searchTerm(word) === null)) return [];
      const own = index.search(query, SEARCH_OPTIONS);
      const scores = new Map<string, SearchResult>(own.map((result) => [String(result.id), result]));
      const covered = new Map<string, Set<string>>(own.map((result) => [String(result.id), new Set(result.queryTerms)]));
      if (expansion.length > 0) {
        for (const result of index.search(expansion.join(' '), { ...SEARCH_OPTIONS, prefix: false })) {
          const id = String(result.id);
          const mine = scores.get(id);
          const weighted = result.score * SYNONYM_WEIGHT;
          if (mine) scores.set(id, { ...mine, score: mine.score + weighted, terms: [...mine.terms, ...result.terms] });
          else scores.set(id, { ...result, score: weighted });
          const found = covered.get(id) ?? new Set<string>();
          for (const term of result.queryTerms) for (const trigger of standsFor.get(term) ?? []) found.add(trigger);
          covered.set(id, found);
        }
      }
      const ranked = [...scores.values()].sort((a, b) => b.score - a.score);
      const asked = pageAskedFor(query, titles, ranges);
      const at = asked ? ranked.findIndex((result) => String(result.id) === asked.path) : -1;
      if (asked && (at < 0 || at > asked.place)) {
        const page =
          ranked[at] ??
          ({
            id: asked.path,
            score: ranked[0]?.score ?? 1,
            terms: searchTerms(query),
            queryTerms: [],
            match: {},
            ...index.getStoredFields(asked.path),
          } as SearchResult);
        if (at >= 0) ranked.splice(at, 1);
        ranked.splice(asked.place, 0, page);
        covered.set(asked.path, new Set(searchTerms(query)));
      }
      return ranked.slice(0, limit).map((result) => {
        const stored = result as unknown as SearchResult & StoredFields;
        const path = String(result.id);
        return {
          path,
          title: stored.title,
          section: stored.section,
          snippet: snippet(stored.body, result.terms),
          score: result.score,
          body: stored.body,
          matchedTerms: result.terms,
          matchedWords: covered.get(path)?.size ?? 0,
        };
      });
    },
  };
};

/** The browser's side: the index file as fetched. */
export const loadSiteSearch = (file: SearchIndexFile): SiteSearch =>
  siteSearch(MiniSearch.loadJS<SearchDocument>(file.index, MINISEARCH_OPTIONS), file.synonyms, Object.values(file.index.documentIds).map(String));
