/** What a chat button does is decided in actions.ts; this is the closed set the UI must handle. */
export const CHAT_ACTIONS = ['contact', 'consultation', 'portfolio', 'solutions', 'pricing', 'email', 'phone', 'privacy'] as const;
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

/** A page of the site the assistant points to, with the passage of it that answers. */
export type ChatPageLink = { href: string; title: string; passage: string };

export type ChatVisitor = { name?: string; email?: string };

export type ChatState = {
  step: ChatStep;
  visitor: ChatVisitor;
  messages: ChatMessage[];
};

/** A bot message the UI reveals delayMs after the visitor's message, showing a typing indicator meanwhile. */
export type PlannedReply = { message: ChatMessage; delayMs: number };

export type ChatTurn = { state: ChatState; replies: PlannedReply[] };

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
  /** Before the passages of the site's pages that answer a question. */
  fromPages: string;
  /** When no page answers it well enough: said plainly, never guessed. */
  notOnSite: string;
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
  email: string;
  phone: string;
};

/** What the site's pages say to a question the topics do not cover (src/lib/search/answer.ts): passages, or nothing. */
export type SiteAnswerFound = { kind: 'passages'; passages: { path: string; title: string; text: string }[] } | { kind: 'nothing' };

/**
 * Everything impure, injected: the clock, an id source and the chat's content; and, for a message
 * no topic covers, what the site's pages say to it (absent when the search index could not load).
 */
export type ChatEnv = { now: number; newId: () => string; context: ChatContext; siteAnswer?: SiteAnswerFound };
