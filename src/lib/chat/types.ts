import type { AnswerType } from '../search/answer-type';
import type { CHAT_ACTIONS, CHAT_INTENTS } from './names';

/** What a chat button does is decided in actions.ts; CHAT_ACTIONS is the closed set the UI must handle. */
export type ChatAction = (typeof CHAT_ACTIONS)[number];

export const CHAT_STEPS = ['name', 'email', 'chat'] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];

/** Topics in routing order: a message matching two goes to the earlier one. */
export const CHAT_TOPICS = ['consultation', 'pricing', 'portfolio', 'solutions', 'contact', 'generic'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export type ChatMessage = {
  id: string;
  text: string;
  isBot: boolean;
  /** Epoch milliseconds when the message is (or is due to be) shown. */
  timestamp: number;
  actions?: { label: string; action: ChatAction }[];
  /** Passages of the site's pages that answer the visitor, each with its page. */
  links?: ChatPageLink[];
  /** On a visitor's message the assistant found no answer to on the site (the lead marks it; the leads report lists these). */
  unanswered?: true;
};

/** A page of the site the assistant points to; passage: what of it answers, when the message's text does not already say it. */
export type ChatPageLink = { href: string; title: string; passage: string };

/** An entry of the site (product, solution, service, case study) the conversation is about: follow-ups ask about it. */
export type ChatEntry = { name: string; path: string };

export type ChatVisitor = { name?: string; email?: string };

export type ChatState = {
  step: ChatStep;
  visitor: ChatVisitor;
  messages: ChatMessage[];
  /** The entry the last answer was about, so "how much is it?" asks about it. */
  inPlay?: ChatEntry;
};

/** A bot message the UI reveals delayMs after the visitor's message, showing a typing indicator meanwhile. */
export type PlannedReply = { message: ChatMessage; delayMs: number };

/** handoff: the visitor asked for a person; the conversation is to go to the team now. */
export type ChatTurn = { state: ChatState; replies: PlannedReply[]; handoff?: true };

export type ChatIntentName = (typeof CHAT_INTENTS)[number];
/** What visitors want besides the topics: the phrases that say it and the answer (content/site/chat.yaml). */
export type ChatIntent = { phrases: readonly string[]; answer: string };

/** Every line the assistant says (content/site/chat.yaml, facts filled in; `{{visitor}}` stands for the visitor's name). */
export type ChatWords = {
  title: string;
  subtitle: string;
  greeting: string;
  nameRejection: string;
  askEmail: string;
  emailRejection: string;
  thanksForEmail: string;
  optionsIntro: string;
  /** When no page answers it well enough: said plainly, never guessed. */
  notOnSite: string;
  /** After the person intent's answer, when the conversation goes to the team. */
  passedToTeam: string;
  /** Before the next events, under the place intent's answer. */
  nextEvents: string;
  intents: Record<ChatIntentName, ChatIntent>;
  answers: Record<ChatTopic, string>;
  /** Keyed by action, except the e-mail and phone buttons' (emailUs, callUs: `email` and `phone` name the company's addresses in content). */
  actionLabels: Record<Exclude<ChatAction, 'email' | 'phone'> | 'emailUs' | 'callUs', string>;
};

/**
 * What the chat says and lists, all from content: its words, the case studies and solutions on the
 * site (retired ones are not), and the addresses its e-mail and phone buttons open. The build
 * writes it (gatsby/build-steps/chat-content.ts) into the chat window's own chunk.
 */
export type ChatContext = {
  words: ChatWords;
  caseStudies: { title: string; tagline: string }[];
  solutions: string[];
  /** Every product, solution, service and case study on the site: a question naming one is answered from the pages. */
  entries: ChatEntry[];
  /** The next events (title, date as the events page shows it, place), soonest first. */
  events: { title: string; date: string; location: string }[];
  email: string;
  phone: string;
};

/** What the site's pages say to a question (src/lib/search/answer.ts): the units that answer it, each with its page, or nothing. */
export type SiteAnswerFound =
  { kind: 'passages'; passages: { path: string; title: string; text: string }[]; listed?: { path: string; title: string }[] } | { kind: 'nothing' };

/** What a question needs besides its words (src/lib/search/answer.ts's AnswerOptions). */
export type SiteQuestion = {
  about?: ChatEntry;
  wants?: 'price' | 'duration';
  prefers?: AnswerType;
  within?: (path: string) => boolean;
  /** Only an overview's listing of its pages, for a question asking for a whole range. */
  overviewOnly?: boolean;
};

/**
 * Everything impure, injected: the clock, an id source and the chat's content; and the site's
 * pages to answer from (absent when their index could not load).
 */
export type ChatEnv = { now: number; newId: () => string; context: ChatContext; answerSite?: (question: string, options?: SiteQuestion) => SiteAnswerFound };
