import { routes } from '../routes';
import { searchTerms } from './text';

/**
 * What kind of answer a question asks for, read from its English question words (the code's, as
 * the stop words are; every name and fact is content), and whether a sentence of a page gives
 * that kind: "how long" wants a duration, "when is" a date, "what's your number" a phone number.
 * The assistant prefers the unit of the best page that states the kind asked for; a figure keeps
 * its label and unit because a unit is always quoted whole.
 */
export type AnswerType = 'duration' | 'date' | 'price' | 'quantity' | 'phone' | 'email' | 'place' | 'person';

/** Each kind's question words, tried in this order: "how long" before "how much", "phone number" before "how many". */
const ASKS: readonly (readonly [AnswerType, RegExp])[] = [
  ['phone', /\b(?:phone|telephone|phone number|number to call|call you on|ring you|cell)\b/i],
  ['email', /\b(?:e-?mail|email address|mail address)\b/i],
  // "When will I hear back" asks how long, not a day in the calendar.
  [
    'duration',
    /\b(?:how long|how quickly|how fast|how soon|how many (?:days|weeks|months|hours|minutes|years)|timeline|turnaround|time ?frame|lead time|(?:setup|set-up|rollout|roll-out|onboarding|delivery|response|reply|deployment|implementation) time|within how|when will (?:i|we) hear|when can (?:i|we) expect)\b/i,
  ],
  ['date', /\b(?:when (?:is|was|are|were|does|do|did)|what date|which date|what day|which day|what year|which year|what month|since when)\b/i],
  [
    'price',
    /\b(?:how much (?:is|are|does|do|will|would|for|to)\b|prices?|pricing|costs?|fees?|charges?|rates? (?:for|per)|per hour|hourly)\b|\bhow much\s*\??$/i,
  ],
  // Any other "how much" asks an amount ("how much could I save"): a unit stating a number.
  ['quantity', /\b(?:how many|how much|what percent(?:age)?|how big|how accurate|what share|how often)\b/i],
  [
    'place',
    /\b(?:where (?:is|are|do|does|can)|what city|which city|what country|which country|located|location|headquarter(?:s|ed)?|hq|based (?:in|out of))\b/i,
  ],
  ['person', /\b(?:who (?:is|are|leads|runs|founded|started|heads)|ceo|cto|founders?|chief executive)\b/i],
];

export const answerTypeOf = (question: string): AnswerType | null => ASKS.find(([, pattern]) => pattern.test(question))?.[0] ?? null;

const NUMBER_WORDS = '(?:\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a|an)';
const RANGE = `${NUMBER_WORDS}(?:\\s?(?:[-–]|to)\\s?${NUMBER_WORDS})?`;
const MONTHS = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';

/** Whether a unit states each kind of answer. */
const STATES: Record<AnswerType, RegExp> = {
  duration: new RegExp(`\\b${RANGE}[\\s-](?:sec|second|minute|min|hour|hr|day|week|month|quarter|year)s?\\b|\\b(?:same|next)[\\s-]day\\b|\\bovernight\\b`, 'i'),
  date: new RegExp(`\\b${MONTHS}\\.? \\d{1,2}\\b|\\b\\d{1,2} ${MONTHS}\\b|\\bq[1-4] \\d{4}\\b|\\b(?:19|20)\\d{2}\\b`, 'i'),
  price: /[$€£]\s?\d|\b\d[\d,]*\s?(?:us )?(?:dollars|usd|eur|euros)\b/i,
  quantity: /\d/,
  phone: /\+?\(?\d[\d\s().-]{7,}\d/,
  email: /\S@\S+\.\S/,
  // "Dallas, TX", "Austin, Texas, United States": a place as addresses and event listings write it.
  place: /\b\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)*,\s(?:\p{Lu}{2}\b|\p{Lu}\p{Ll}+)/u,
  person: /\b(?:ceo|cto|coo|cfo|founder|co-founder|chief|director|president|head of|vp)\b/i,
};

export const statesAnswerType = (type: AnswerType, text: string): boolean => STATES[type].test(text);

/**
 * The kinds a visitor asks of the company itself, and where the site states them: the contact
 * page shows the company's e-mail, phone and place (spec §2, "Contact page").
 */
const COMPANY_FACT_TYPES = new Set<AnswerType>(['phone', 'email', 'place']);
export const COMPANY_FACTS_PAGE = routes.contact;

/** The words a question for the company's own phone, e-mail or place uses besides its question words: "best number to reach you guys". */
const ABOUT_THE_COMPANY = new Set(
  searchTerms(
    'company firm business office offices hq headquarter headquarters head main general best right direct line number numbers reach contact call ring ' +
      'phone telephone email e mail address write send message located location based base city country find guys team sales support visit which what',
  ),
);

/**
 * Whether the question asks for the company's own phone number, e-mail address or place, and
 * nothing more ("what's the best number to reach you?"): a question that names anything else
 * ("the e-mail for privacy requests", "where is the expo") asks the pages.
 */
export const asksCompanyFact = (question: string): boolean => {
  const type = answerTypeOf(question);
  if (!type || !COMPANY_FACT_TYPES.has(type)) return false;
  return searchTerms(question).every((term) => term.length < 2 || ABOUT_THE_COMPANY.has(term));
};
