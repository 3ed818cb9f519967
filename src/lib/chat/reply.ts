import { asksForPerson, asksOnlyIntent, entryNamed, intentOf, onlyTopic, searchableText, siteQuestionOf, wantsOf } from './understand';
import { handoffReply, intentReply, siteAnswerReply, topicReply, type ScriptReply } from './scripts';
import { asksCompanyFact } from '../search/answer-type';
import { routeChatMessage } from './route';
import type { ChatEntry, ChatEnv, ChatState } from './types';

/** The answer to a message of the chat step, and what it changes in the conversation. */
export type ChatReply = { reply: ScriptReply; inPlay?: ChatEntry; unanswered?: true; handoff?: true };

/** The entry a page is the page of. */
const entryAt = (path: string, env: ChatEnv): ChatEntry | undefined => env.context.entries.find((entry) => entry.path === path);

/**
 * The order of answering: asking for a person (the conversation goes to the team); a message that
 * names an entry goes to the pages first; then press and where-and-when, in a message that asks
 * nothing else (one naming a need goes to the pages first); a message only about one of the spec's
 * topics gets its overview's listing when it asks for a whole range, else its script (pricing says
 * the price from the company facts); anything else is answered from the pages, a follow-up about
 * the entry in play. When the pages hold no answer, the intent's or the topic's answer if the
 * message had one, else "not on the site", and the message is marked unanswered.
 */
export const chatReply = (state: ChatState, text: string, env: ChatEnv): ChatReply => {
  const { context } = env;
  if (asksForPerson(text, context)) return { reply: handoffReply(context), handoff: true };
  const intent = intentOf(text, context);
  const named = entryNamed(text, context);
  if (!named && intent && intent !== 'person' && asksOnlyIntent(text, intent, context)) return { reply: intentReply(intent, context) };
  const topic = named ? null : onlyTopic(text);
  if (topic) {
    // "What services do you offer?" asks for the whole range: the overview and every page under it, before the spec's script.
    const listing = env.answerSite?.(text, { overviewOnly: true });
    return { reply: listing?.kind === 'passages' ? siteAnswerReply(listing, context) : topicReply(topic, context) };
  }

  const question = siteQuestionOf(text, named, state.inPlay);
  // A question for a company fact is asked in the visitor's own words: they say which fact ("how long till someone answers").
  const answer = env.answerSite?.(asksCompanyFact(text) ? text : searchableText(text), question);
  if (answer?.kind === 'passages') {
    const inPlay = entryAt(answer.passages[0].path, env) ?? question.about;
    return { reply: siteAnswerReply(answer, context), ...(inPlay && { inPlay }) };
  }
  const keep = question.about ? { inPlay: question.about } : {};
  // A person mentioned in a question about something else: the ways to reach the team when the pages do not answer, and nothing handed over.
  if (intent) return { reply: intentReply(intent, context), ...keep };
  const wants = wantsOf(text);
  const fallback = routeChatMessage(text);
  if (fallback !== 'generic') return { reply: topicReply(fallback, context), ...keep };
  if (wants === 'price') return { reply: topicReply('pricing', context), ...keep };
  if (wants === 'case study') return { reply: topicReply('portfolio', context), ...keep };
  if (!env.answerSite) return { reply: topicReply('generic', context), ...keep };
  return { reply: siteAnswerReply({ kind: 'nothing' }, context), unanswered: true, ...keep };
};
