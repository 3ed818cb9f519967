import { routes } from '../routes';
import { searchTerms, stem, words } from './text';

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
  // A phone number asked for, not a phone in a need ("an assistant that answers the phone").
  [
    'phone',
    /\b(?:(?:phone|telephone|cell) (?:number|line|no)|your (?:phone|telephone|cell)|call you on|ring (?:you|u|someone|somebody)|number (?:i|we) can (?:just )?(?:call|ring|dial)|number to (?:call|reach|contact|ring|text)|(?:best|your|main|direct|contact) number(?! of))\b/i,
  ],
  // "Who do I write to" asks for an address.
  [
    'email',
    /\b(?:e-?mail|inbox|a mail|mail (?:it|you|them|this)|(?:which|what|an?) add?ress (?:do|should|can|for)|add?ress for|who (?:do|should|can) (?:i|we) (?:write|contact|send)|who handles|where (?:do|should|can) (?:i|we) (?:send|mail|write))\b/i,
  ],
  // "When will I hear back" asks how long, not a day in the calendar.
  [
    'duration',
    /\b(?:how long|how quickly|how fast|how soon|how many (?:days|weeks|months|hours|minutes|years)|timeline|turnaround|time ?frame|lead time|(?:setup|set-up|rollout|roll-out|onboarding|delivery|response|reply|deployment|implementation) time|within how|when will (?:i|we) hear|when can (?:i|we) expect|when will (?:you|someone|somebody|anyone)|get back to|hear back)\b/i,
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
    /\bwhere\s*\??$|\bwhere'?s\b|\b(?:where (?:is|are|do|does|can)|what city|which city|what country|which country|located|location|headquarter(?:s|ed)?|hq|based(?! on))\b/i,
  ],
  ['person', /\b(?:who (?:is|are|leads|runs|founded|started|heads)|ceo|cto|founders?|chief executive)\b/i],
];

const askedType = (question: string) => ASKS.find(([, pattern]) => pattern.test(question));
export const answerTypeOf = (question: string): AnswerType | null => askedType(question)?.[0] ?? null;

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
 * page shows the company's e-mail, phone and place and how soon it replies (spec §2, "Contact page").
 */
const COMPANY_FACT_TYPES = new Set<AnswerType>(['phone', 'email', 'place', 'duration']);
/** A phone number or an e-mail address is a way to reach the company: asked for one no page gives, the company's own answers ("where" asks of too many other things). */
export const WAYS_TO_REACH = new Set<AnswerType>(['phone', 'email']);
export const COMPANY_FACTS_PAGE = routes.contact;

const stemsOf = (text: string) => new Set(words(text).map(stem));
/** A duration asked of the company is how soon it replies. */
const REPLYING = stemsOf('reply replies respond response answer answers get back hear');
/** Asking how soon the company answers the visitor, whatever else the message says ("I sent the form yesterday, how long till someone gets back to me?"). */
const ASKS_REPLY_TIME =
  /\b(?:(?:get|gets|getting) back to (?:me|us)|hear back|hear from (?:you|u|someone)|(?:answer|reply|respond)(?:s|ed)?(?: to)? (?:me|us)\b|(?:answer|reply to|respond to) (?:my|our) (?:message|email|e-mail|enquiry|inquiry|request|form)|response time|reply time)/i;
/** Asking where the company itself is ("which city is the company in?", "where's your office"), whatever else the message says. */
const ASKS_COMPANY_PLACE = /\b(?:(?:your|the|ur) (?:company|office|offices|hq|headquarters|firm|team|business)|you (?:guys |all )?(?:based|located))\b/i;
/** The words a question for one of the company's facts uses besides its question words: "best number to reach you guys". */
const ABOUT_THE_COMPANY = stemsOf(
  'company firm business office offices hq headquarter headquarters head main general best right direct line number numbers reach contact call ring ' +
    'phone telephone email e mail inbox address write send message messages enquiry enquiries inquiry inquiries located location based base city ' +
    'country find guys team sales support visit which what whats usual usually normally typical typically someone somebody anybody after till until ' +
    'take time handle handles responsible charge use question questions query queries local somewhere else touch drop ' +
    'pls plz please thanks thank hi hello hey just quick',
);

/** Whether a sentence of the company's page states the company fact of that kind: its reply time is a duration said of replying. */
export const statesCompanyFact = (type: AnswerType, text: string): boolean =>
  statesAnswerType(type, text) && (type !== 'duration' || words(text).some((word) => REPLYING.has(stem(word))));

/** A word that asks about the company itself, not about anything it offers. */
export const asksAboutCompany = (term: string): boolean => ABOUT_THE_COMPANY.has(term) || REPLYING.has(term);

/**
 * Whether the question asks for one of the company's own facts (its phone number, e-mail address,
 * place, how soon it replies): how soon it answers the visitor, or where the company itself is,
 * whatever else the message says; otherwise a question of that kind that names nothing else
 * ("what's the best number to reach you?"). One that names anything else ("the e-mail for privacy
 * requests", "where is the expo") asks the pages.
 */
export const asksCompanyFact = (question: string): boolean => {
  const [type, pattern] = askedType(question) ?? [];
  if (!type || !pattern || !COMPANY_FACT_TYPES.has(type)) return false;
  if (type === 'duration' && ASKS_REPLY_TIME.test(question)) return true;
  if (type === 'place' && ASKS_COMPANY_PLACE.test(question)) return true;
  const asked = searchTerms(question.replace(new RegExp(pattern.source, 'gi'), ' '));
  if (type === 'duration' && !words(question).some((word) => REPLYING.has(stem(word)))) return false;
  return asked.every((term) => term.length < 2 || asksAboutCompany(term));
};
