import type { SiteAnswerFound, SiteQuestion } from '../../lib/chat';
import { ANSWER_UNITS_PATH, titlesOf, unitsOf, type AnswerUnitsFile } from '../../lib/search/answer-file';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from '../../lib/search/index-file';

/** How long a question waits for the index before the assistant answers without it. */
const INDEX_WAIT_MS = 5000;

export type AnswerSite = (question: string, options?: SiteQuestion) => SiteAnswerFound;

let answering: Promise<AnswerSite> | null = null;

const fetchJson = <T>(path: string): Promise<T> =>
  fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<T>;
  });

/**
 * The assistant's answers from the site's own pages: site search's index ranks the pages, the
 * answer units (/search/answers.json) hold what each says; fetched the first time the chat needs
 * them and kept for the visit. The question is answered in the browser; nothing is sent anywhere.
 */
const loadAnswering = (): Promise<AnswerSite> => {
  answering ??= Promise.all([
    import(/* webpackChunkName: "site-answers" */ '../../lib/search/engine'),
    import(/* webpackChunkName: "site-answers" */ '../../lib/search/answer'),
    fetchJson<SearchIndexFile>(SEARCH_INDEX_PATH),
    fetchJson<AnswerUnitsFile>(ANSWER_UNITS_PATH),
  ]).then(([engine, answer, index, units]) => {
    const answerer = answer.siteAnswerer(engine.loadSiteSearch(index), unitsOf(units), titlesOf(units), index.synonyms);
    return (question: string, options?: SiteQuestion) => answerer.answer(question, options);
  });
  answering.catch(() => {
    answering = null;
  });
  return answering;
};

/** Starts fetching the index, so the first question is answered at once (the chat calls it when the conversation reaches its chat step). */
export const prepareSiteAnswers = (): void => {
  loadAnswering().catch(() => undefined);
};

/** The pages' answerer; undefined when the index could not be had in time (the chat then answers from its scripts). */
export const siteAnswerer = async (): Promise<AnswerSite | undefined> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('index too slow')), INDEX_WAIT_MS);
  });
  try {
    return await Promise.race([loadAnswering(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
};
