import type { ChatTopic } from './types';

/**
 * The topic keywords with their usual inflections, matched as whole words, case-insensitively:
 * "booking" and "booked" route like "book", "prices" and "costs" like "price" and "cost",
 * but "Facebook" or "ebooks" do not. Order matters: the first matching topic wins.
 */
const KEYWORDS: readonly (readonly [Exclude<ChatTopic, 'generic'>, string])[] = [
  ['consultation', 'consult(?:s|ed|ing|ations?)?|book(?:s|ed|ings?)?|appointments?'],
  ['pricing', 'pric(?:e|es|ed|ing|ey)|cost(?:s|ing|ly)?'],
  ['portfolio', 'portfolios?|projects?|examples?'],
  ['solutions', 'solutions?|services?|what\\s+do\\s+you\\s+do'],
  ['contact', 'contact(?:s|ed|ing)?|e-?mails?|phones?'],
];

// Letters or digits on either side mean the keyword is part of a longer word.
const wholeWord = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

const MATCHERS = KEYWORDS.map(([topic, alternatives]) => [topic, wholeWord(alternatives)] as const);

export const routeChatMessage = (text: string): ChatTopic => MATCHERS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'generic';
