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
};

export type ChatVisitor = { name?: string; email?: string };

export type ChatState = {
  step: ChatStep;
  visitor: ChatVisitor;
  messages: ChatMessage[];
};

/** A bot message the UI reveals delayMs after the visitor's message, showing a typing indicator meanwhile. */
export type PlannedReply = { message: ChatMessage; delayMs: number };

export type ChatTurn = { state: ChatState; replies: PlannedReply[] };

/**
 * Company facts the scripts quote. Field names match the Company content type,
 * so the UI can pass the queried company node as it is.
 */
export type ChatContext = {
  email: string;
  phone: string;
  freeConsultationMinutes: number;
  blockPriceUsd: number;
  blockMinutes: number;
};

/** Everything impure, injected: the clock, an id source and the company facts. */
export type ChatEnv = { now: number; newId: () => string; context: ChatContext };
