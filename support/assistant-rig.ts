import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { buildSiteOrigin } from '../gatsby/site-origin';
import { readFactTable } from '../gatsby/lib/fact-table';
import { chatActionEffect } from '../src/lib/chat/actions';
import { handleVisitorMessage } from '../src/lib/chat/engine';
import type { ChatContext, ChatState, ChatWords } from '../src/lib/chat/types';
import { fillFactsDeep, type FactTable } from '../src/lib/facts';
import { routes } from '../src/lib/routes';
import { siteAnswerer } from '../src/lib/search/answer';
import { ANSWER_UNITS_PATH, titlesOf, unitsOf, type AnswerUnitsFile } from '../src/lib/search/answer-file';
import { loadSiteSearch, type SiteSearch } from '../src/lib/search/engine';
import { SEARCH_INDEX_PATH, type SearchIndexFile } from '../src/lib/search/index-file';
import { readContent } from './content-files';

/**
 * The chat assistant as a visitor meets it, outside the browser: the engine of src/lib/chat with
 * the content of a content folder (words and facts filled in, entries on the site) and the search
 * index and answer units a build wrote into its public folder. For the build tests of any site
 * (the repository's, or a scratch owner's).
 */
export interface AssistantReply {
  /** Everything the reply says: its text and what its links add. */
  said: string;
  /** The pages it links or its buttons lead to. */
  pages: string[];
  /** The visitor's message was marked as one the site does not answer. */
  unanswered: boolean;
  /** The site's units it quoted (empty for a script's answer). */
  quoted: string[];
  state: ChatState;
}

export interface AssistantRig {
  search: SiteSearch;
  /** The pages the index holds (the sitemap's). */
  indexed: Set<string>;
  /** Each indexed page's text, as search read it. */
  bodies: Map<string, string>;
  units: AnswerUnitsFile;
  facts: FactTable;
  context: ChatContext;
  ask: (question: string, state?: ChatState) => AssistantReply;
}

const RUN_TIME_TOKENS = new Set(['visitor']);

/** The chat's content as the build writes it (gatsby/build-steps/chat-content.ts), read from the content folder. */
const chatContextOf = (contentDir: string, facts: FactTable): ChatContext => {
  const raw = yaml.load(fs.readFileSync(path.join(contentDir, 'site/chat.yaml'), 'utf8')) as Record<string, unknown>;
  const words = fillFactsDeep(raw, facts, RUN_TIME_TOKENS) as unknown as ChatWords;
  const live = readContent(contentDir).records.filter((record) => record.data.retired !== true);
  const of = (type: string) => live.filter((record) => record.type === type).map((record) => record.data as Record<string, string>);
  const company = facts.company as unknown as { email: string; phone: string };
  return {
    words,
    caseStudies: of('PortfolioItem')
      .filter((item) => item.hasCaseStudyPage)
      .map(({ title, tagline }) => ({ title, tagline })),
    solutions: of('Solution').map(({ name }) => name),
    entries: [
      ...of('Product').map(({ name, slug }) => ({ name, path: routes.product(slug) })),
      ...of('Solution').map(({ name, slug }) => ({ name, path: routes.solution(slug) })),
      ...of('Service').map(({ title, slug }) => ({ name: title, path: routes.service(slug) })),
      ...of('PortfolioItem')
        .filter((item) => item.hasCaseStudyPage)
        .map(({ title, slug }) => ({ name: title, path: routes.caseStudy(slug) })),
    ],
    events: [],
    email: company.email,
    phone: company.phone,
  };
};

/** A conversation at its chat step (name and e-mail given), with no message yet. */
const chatting = (): ChatState => ({ step: 'chat', visitor: { name: 'Test Visitor', email: 'visitor@example.com' }, messages: [] });

export const loadAssistant = (publicDir: string, contentDir: string): AssistantRig => {
  const origin = buildSiteOrigin(contentDir);
  if (!origin.ok) throw new Error(origin.message);
  const facts = readFactTable(contentDir, origin.origin);
  const index = JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
  const units = JSON.parse(fs.readFileSync(path.join(publicDir, ANSWER_UNITS_PATH), 'utf8')) as AnswerUnitsFile;
  const search = loadSiteSearch(index);
  const answerer = siteAnswerer(search, unitsOf(units), titlesOf(units), index.synonyms);
  const stored = index.index.storedFields as Record<string, { body: string }>;
  const bodies = new Map(Object.entries(index.index.documentIds).map(([short, id]) => [String(id), stored[short]?.body ?? '']));
  const context = chatContextOf(contentDir, facts);
  let sequence = 0;
  const ask = (question: string, state = chatting()): AssistantReply => {
    const turn = handleVisitorMessage(state, question, {
      now: 0,
      newId: () => `m${(sequence += 1)}`,
      context,
      answerSite: (text, options) => answerer.answer(text, options),
    });
    const replies = turn.replies.map((reply) => reply.message);
    const asked = turn.state.messages[state.messages.length];
    const quoted = replies
      .flatMap((message) => (message.links && message.links.length > 0 ? [message.text, ...message.links.map((link) => link.passage)] : []))
      .filter(Boolean);
    return {
      said: replies.flatMap((message) => [message.text, ...(message.links ?? []).map((link) => link.passage)]).join('\n'),
      pages: replies.flatMap((message) => [
        ...(message.links ?? []).map((link) => link.href),
        ...(message.actions ?? []).flatMap(({ action }) => {
          const effect = chatActionEffect(action, context);
          // The consultation button opens the form /consultation/ holds.
          return effect.kind === 'navigate' ? [effect.href.split('?')[0]] : effect.kind === 'open-consultation' ? [routes.consultation] : [];
        }),
      ]),
      unanswered: asked?.unanswered === true,
      quoted,
      state: turn.state,
    };
  };
  return { search, indexed: new Set(bodies.keys()), bodies, units, facts, context, ask };
};
