import type { SiteAnswerFound } from '../../lib/chat';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from '../../lib/search/index-file';

/** How long a question waits for the index before the assistant answers without it. */
const INDEX_WAIT_MS = 5000;

let answering: Promise<(question: string) => SiteAnswerFound> | null = null;

/**
 * The assistant's answers from the site's own pages: the same index and code as site search,
 * fetched the first time the chat needs them and kept for the visit. The question is answered in
 * the browser; nothing is sent anywhere to answer it.
 */
const loadAnswering = (): Promise<(question: string) => SiteAnswerFound> => {
  answering ??= Promise.all([
    import(/* webpackChunkName: "site-answers" */ '../../lib/search/engine'),
    import(/* webpackChunkName: "site-answers" */ '../../lib/search/answer'),
    fetch(SEARCH_INDEX_PATH).then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
  ]).then(([engine, answer, file]) => {
    const search = engine.loadSiteSearch(file);
    return (question: string) => answer.answerFromSite(search, question);
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

/** What the site's pages say to the question; undefined when the index could not be had in time. */
export const siteAnswerTo = async (question: string): Promise<SiteAnswerFound | undefined> => {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('index too slow')), INDEX_WAIT_MS));
  try {
    return (await Promise.race([loadAnswering(), timeout]))(question);
  } catch {
    return undefined;
  }
};
