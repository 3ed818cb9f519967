/**
 * The chat's closed sets of names, as values. Apart from types.ts on purpose: the contact form's
 * fields import types.ts's topics into every page's first load, and these are for the chat window only.
 */
export const CHAT_ACTIONS = ['contact', 'consultation', 'portfolio', 'solutions', 'pricing', 'email', 'phone', 'privacy', 'newsroom', 'events'] as const;

/** What visitors want besides the topics (content/site/chat.yaml's intents), in the order they are recognised. */
export const CHAT_INTENTS = ['person', 'press', 'place'] as const;
