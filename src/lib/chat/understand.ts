import { routes } from '../routes';
import { answerTypeOf, asksAboutCompany, type AnswerType } from '../search/answer-type';
import { searchTerms, stem, words } from '../search/text';
import { routeChatMessage } from './route';
import type { ChatContext, ChatEntry, ChatIntentName, ChatTopic, SiteQuestion } from './types';
import { CHAT_INTENTS } from './names';

/**
 * What a visitor's message in the chat step asks, read before anything is looked up: an intent of
 * content/site/chat.yaml, an entry of the site it names, whether it is only about one of the
 * spec's keyword topics, and what a follow-up refers to. English question words are the code's;
 * every name and phrase is content.
 */

const stems = (text: string): string[] => words(text).map(stem);

/** Whether the phrase's words appear in the message, in order and side by side (any case, plural or verb form). */
const saysPhrase = (message: readonly string[], phrase: string): boolean => {
  const wanted = stems(phrase);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= message.length; start += 1) if (wanted.every((word, i) => message[start + i] === word)) return true;
  return false;
};

/** The intent of content/site/chat.yaml whose phrase the message says, or null. */
export const intentOf = (text: string, ctx: ChatContext): ChatIntentName | null => {
  const message = stems(text);
  return CHAT_INTENTS.find((intent) => ctx.words.intents[intent].phrases.some((phrase) => saysPhrase(message, phrase))) ?? null;
};

/**
 * A press or place phrase answers first only in a message that asks nothing else, besides words
 * about the company itself: "how soon can you set up a voice agent for my clinic" names a need, so
 * the pages answer it first ("how soon" is also how a visitor asks when the team replies).
 */
const CONTACT_KINDS = new Set<AnswerType>(['email', 'phone', 'person']);
export const asksOnlyIntent = (text: string, intent: ChatIntentName, ctx: ChatContext): boolean => {
  // Asking who to contact ("I'm a reporter writing about AI firms, who handles media requests?") is the intent's own question.
  if (CONTACT_KINDS.has(answerTypeOf(text) ?? 'date')) return true;
  const message = stems(text);
  const own = new Set(ctx.words.intents[intent].phrases.filter((phrase) => saysPhrase(message, phrase)).flatMap(searchTerms));
  return asksNothingElse(text, (term) => own.has(term) || asksAboutCompany(term));
};

/**
 * Asking for a person hands the conversation to the team, so it must be a request: a phrase of this
 * many words is one wherever it stands ("talk to a person", "can someone from your team call me");
 * a shorter one turns up in other questions too ("told they are talking to an AI and not a human"),
 * so it is a request only in a message that asks nothing else.
 */
const REQUEST_WORDS = 3;

export const asksForPerson = (text: string, ctx: ChatContext): boolean => {
  const message = stems(text);
  const said = ctx.words.intents.person.phrases.filter((phrase) => saysPhrase(message, phrase));
  if (said.some((phrase) => words(phrase).length >= REQUEST_WORDS)) return true;
  const own = new Set(said.flatMap(searchTerms));
  return said.length > 0 && asksNothingElse(text, (term) => own.has(term));
};

/** The entry whose whole name the message says (the longest, when names overlap), or null. */
export const entryNamed = (text: string, ctx: ChatContext): ChatEntry | null => {
  const message = stems(text);
  const named = ctx.entries.filter((entry) => saysPhrase(message, entry.name));
  return named.sort((a, b) => b.name.length - a.name.length)[0] ?? null;
};

/** The words of each topic's keywords and the question's filler, which say nothing about what is asked. */
const SMALL_TALK = new Set(
  [
    'show',
    'tell',
    'give',
    'list',
    'see',
    'offer',
    'please',
    'thank',
    'thanks',
    'hi',
    'hello',
    'ok',
    'okay',
    'more',
    'info',
    'information',
    'detail',
    'take',
    'last',
  ].map(stem),
);
/** The message's telling words are all `own` words or small talk: it asks nothing else. */
const asksNothingElse = (text: string, own: (term: string) => boolean): boolean => searchTerms(text).every((term) => own(term) || SMALL_TALK.has(term));

/** Each topic's own words, as stems (beginnings): a message of these and small talk is about the topic and nothing more. */
const TOPIC_WORDS: Record<Exclude<ChatTopic, 'generic'>, RegExp> = {
  consultation: /^(consult|book|appointment|free|call|session|expert)/,
  pricing: /^(pric|cost|fee|rate|charg|pay|expensiv|cheap)/,
  portfolio: /^(portfolio|project|exampl|work|client)/,
  solutions: /^(solution|servic)/,
  contact: /^(contact|e$|mail|email|phon|reach|numb|call|address)/,
};

/** The spec's keyword topic when the message is about it and nothing more (a named thing, or any other telling word, goes to the pages first). */
export const onlyTopic = (text: string): ChatTopic | null => {
  const topic = routeChatMessage(text);
  if (topic === 'generic') return null;
  // Words of any topic: a message of two topics goes to the earlier one, as the spec routes it.
  return asksNothingElse(text, (term) => Object.values(TOPIC_WORDS).some((words) => words.test(term))) ? topic : null;
};

/** "How much" asks a price unless a thing follows it ("how much stock"). */
const PRICE =
  /\b(?:how much(?=\s*(?:$|[?.!,]|(?:is|are|does|do|did|will|would|should|for|to|it|that|this|they|we|i|you)\b))|prices?|pricing|costs?|fees?|rates?|charges?)\b/i;
const DURATION = /\b(how long|how quickly|how fast|how soon|timeline|turnaround|time frame|timeframe)\b/i;
const CASE_STUDY = /\b(case stud(y|ies)|examples?|references?|clients? like)\b/i;
const REFERS_BACK = /\b(it|that|this|they|them|those|its|their)\b/i;

/** What the message wants besides its words: a price, a duration or a case study. */
export const wantsOf = (text: string): 'price' | 'duration' | 'case study' | null =>
  PRICE.test(text) ? 'price' : DURATION.test(text) ? 'duration' : CASE_STUDY.test(text) ? 'case study' : null;

/**
 * How to ask the pages: about the entry named, or, for a follow-up ("how much is it?", "do you have
 * a case study?": it refers back, or asks only for a price, duration or case study), about the
 * entry in play; a case study is looked for among the case studies.
 */
export const siteQuestionOf = (text: string, named: ChatEntry | null, inPlay: ChatEntry | undefined): SiteQuestion => {
  const wants = wantsOf(text);
  // Only the want is asked (besides the entry's name): the answer must be a price, a duration, a case study.
  const inName = new Set(named ? searchTerms(named.name) : []);
  const onlyWants = wants !== null && asksNothingElse(text.replace(PRICE, ' ').replace(DURATION, ' ').replace(CASE_STUDY, ' '), (term) => inName.has(term));
  const followUp = !named && inPlay !== undefined && (REFERS_BACK.test(text) || onlyWants);
  const about = named ?? (followUp ? inPlay : undefined);
  const question: SiteQuestion = { ...(about && { about }) };
  if (!onlyWants || !about) {
    // The visitor's own words say what kind of answer they ask for; the text searched with may have lost them ("how long").
    const prefers = answerTypeOf(text) ?? (wants === 'price' || wants === 'duration' ? wants : null);
    return prefers ? { ...question, prefers } : question;
  }
  if (wants === 'case study') question.within = (path) => path !== routes.portfolio && path.startsWith(routes.portfolio);
  else if (wants === 'price' || wants === 'duration') question.wants = wants;
  return question;
};

/** The words to search the pages with: a duration question's own words ("how long … take") say nothing of its subject, and would find "long-term". */
export const searchableText = (text: string): string =>
  wantsOf(text) === 'duration' ? text.replace(DURATION, ' ').replace(/\b(takes?|lasts?)\b/gi, ' ') : text;
