import { fillFactsDeep, tokenProblems, type FactTable } from '../lib/facts';
import type { ContentProblem } from '../lib/content-validation';

/**
 * The site's facts as the last build read them (public/admin/facts.json, gatsby/cms/write-cms.ts):
 * the preview shows a writer's {{tokens}} filled in, and a save is refused when one names nothing.
 * The chat's {{visitor}} is the chat's own, filled when a visitor gives a name.
 */
const RUN_TIME_TOKENS = new Set(['visitor']);
let facts: FactTable | undefined;

export const loadCmsFacts = async (href: string): Promise<void> => {
  const response = await fetch(href, { credentials: 'same-origin' });
  // Without the file (a build older than the facts), previews show the tokens as written and saves are not checked for them.
  if (response.ok) facts = (await response.json()) as FactTable;
};

/** The entry's data with its tokens filled in, as the build will show it. */
export const withFacts = <T>(data: T): T => (facts ? fillFactsDeep(data, facts, RUN_TIME_TOKENS) : data);

/** One problem per token that names nothing, in the build's words. */
export const factTokenProblems = (record: Record<string, unknown>, body = ''): ContentProblem[] => {
  if (!facts) return [];
  const table = facts;
  return [JSON.stringify(record), body].flatMap((text) => tokenProblems(text, table, RUN_TIME_TOKENS)).map(({ message }) => ({ field: 'facts', message }));
};
