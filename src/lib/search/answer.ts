import type { AnswerUnit } from './answer-file';
import { answerTypeOf, asksCompanyFact, COMPANY_FACTS_PAGE, statesAnswerType, statesCompanyFact, WAYS_TO_REACH, type AnswerType } from './answer-type';
import { asksWhoIsServed, overviewAsked, overviewPaths, rangesOf } from './category';
import type { SiteSearch } from './engine';
import { synonymMatches, type SynonymGroup } from './synonyms';
import { searchTerms } from './text';

/** One thing a page says that answers the question, with the page it comes from. */
export interface AnswerPassage {
  path: string;
  title: string;
  text: string;
}

/** A page the answer lists by name (an overview's entries), to link each. */
export interface ListedPage {
  path: string;
  title: string;
}

export type SiteAnswer = { kind: 'passages'; passages: AnswerPassage[]; listed?: ListedPage[] } | { kind: 'nothing' };

/** What a question needs besides its words: a price, a duration, or pages of one kind (a case study). */
export interface AnswerOptions {
  /** The entry the conversation is about: its page is preferred, its name added to the question. */
  about?: { path: string; name: string };
  wants?: 'price' | 'duration';
  /** The kind of answer the visitor's own words ask for, when the question searched with is not those words (answer-type.ts). */
  prefers?: AnswerType;
  /** Only pages whose path passes. */
  within?: (path: string) => boolean;
  /** Only an overview's listing, when the question asks for a whole range ("what products do you sell?"); nothing else is looked up. */
  overviewOnly?: boolean;
}

export interface SiteAnswerer {
  answer: (question: string, options?: AnswerOptions) => SiteAnswer;
}

/** A page answers only when it holds at least this share of the question's telling words (a synonym group found counts as one). */
const MIN_COVERAGE = 0.4;
/** Three of them on one page are never chance: a long question ("we keep seeing the same patients back within a month…") needs no more. */
const ENOUGH_WORDS = 3;
const CANDIDATE_PAGES = 8;
/** How much a word found in the unit's heading (a figure's heading names what it measures: in full), or only in its page's title, counts against one in the unit itself. */
const IN_HEADING = 0.5;
const IN_TITLE = 0.35;
/** The home page and section overviews summarise other pages: a specific page that answers comes first. */
const OVERVIEW_WEIGHT = 0.6;
const ABOUT_WEIGHT = 1.5;
/** A unit must cover this share of the question's weight; a second page must score this share of the first. */
const MIN_UNIT_COVERAGE = 0.3;
/** However little of the question a page holds, a unit must say this share of all of it. */
const MIN_SHARE_OF_QUESTION = 0.25;
const SECOND_PAGE_SHARE = 0.75;
/** Rare words count more, up to this many times a common one: a rare word of small talk must not outweigh the subject. */
const MAX_WEIGHT = 4;
/** Shorter units read faster: each word costs this share of the score, up to a limit. */
const WORD_COST = 0.008;
const MAX_LENGTH_COST = 0.4;
/**
 * How much search's ranking of a unit's page weighs against how much of the whole question the unit
 * says: little, so the sentence that says most of the question wins from any of search's pages, and
 * the ranking settles near-ties (the answering page is often search's second or third).
 */
const PAGE_EMPHASIS = 0.5;
/** Below this, the best unit answers too little of the question to be said: better "not on the site" than a stray sentence. */
const MIN_SCORE = 0.02;

const PRICE = /[$€£]\s?\d/;
/** A timeline a follow-up asks for: days to years (a 15-minute block is a unit of price, not how long something takes). */
const DURATION = /\d+(?:\s?[-–]\s?\d+)?[\s-](?:day|week|month|year)s?\b/i;
/** A unit stating the kind of answer asked for (answer-type.ts) counts this much more, and may answer without sharing a word with the question. */
const KIND_BONUS = 0.3;

/** Whether a text states each kind, each worked out once. */
const statedKinds = (text: string): ((type: AnswerType) => boolean) => {
  const known = new Map<AnswerType, boolean>();
  return (type) => known.get(type) ?? known.set(type, statesAnswerType(type, text)).get(type) === true;
};

type Prepared = AnswerUnit & {
  title: string;
  own: Set<string>;
  headed: Set<string>;
  titled: Set<string>;
  words: number;
  price: boolean;
  duration: boolean;
  /** The kinds of answer it states. */
  states: (type: AnswerType) => boolean;
};
/** A word the visitor asked, with every form that stands for it (its synonyms, each a list of stems that must all appear). */
type Asked = { alternatives: string[][]; weight: number };

/** One edit apart (a typo), for words of five letters or more, as search's fuzzy matching. */
const oneEditApart = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
};
const commonStart = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
};
/** A long word's family shares this many first letters, and all but the last two of the shorter stem ("readmitt", "readmiss"). */
const FAMILY_START = 6;
/** The same word in another form: equal, one the start of the other but its last letter ("invest", "investment"; "ready", "readiness"), a long word's family, or a typo away. */
const near = (a: string, b: string): boolean => {
  const shorter = Math.min(a.length, b.length);
  const shared = commonStart(a, b);
  return a === b || (shorter >= 4 && shared >= shorter - 1) || shared >= Math.max(FAMILY_START, shorter - 2) || oneEditApart(a, b);
};
const holds = (stems: Set<string>, stem: string): boolean => stems.has(stem) || [...stems].some((own) => near(own, stem));
const has = (stems: Set<string>, asked: Asked) => asked.alternatives.some((alternative) => alternative.every((stem) => holds(stems, stem)));

/** How many telling words a question has, a synonym group's words it used counting as one (as search counts what a page matched). */
const tellingWords = (question: string, synonyms: readonly SynonymGroup[]): number => {
  const grouped = synonymMatches(question, synonyms).filter((group) => group.triggers.length > 0);
  const inGroups = new Set(grouped.flatMap((group) => group.triggers));
  return new Set(searchTerms(question).filter((term) => !inGroups.has(term))).size + grouped.length;
};

/** The overview pages: the home page, and any page other indexed pages sit under ("/products/"). */
const overviewsOf = (paths: readonly string[]): Set<string> => new Set([...paths.filter((path) => path === '/'), ...overviewPaths(paths)]);

/**
 * The assistant's answers from the site's own text: search ranks the pages (the same index and
 * synonyms as site search), then the sentence, list item or figure of those pages that holds most
 * of the question's words (rare words count more; the heading above it and the page's title count
 * as context) is the answer, whole. A second page is added only when its best unit covers a word
 * the first does not. "nothing" when no page holds 40 % of the question's telling words (or three): the
 * assistant then says so instead of guessing. Pure; nothing leaves the browser.
 */
export const siteAnswerer = (
  search: SiteSearch,
  units: readonly AnswerUnit[],
  titles: Map<string, string>,
  synonyms: readonly SynonymGroup[],
): SiteAnswerer => {
  const byPage = new Map<string, Prepared[]>();
  const documentFrequency = new Map<string, number>();
  for (const unit of units) {
    const title = titles.get(unit.path) ?? '';
    const own = new Set(searchTerms(unit.text));
    for (const stem of own) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
    const prepared: Prepared = {
      ...unit,
      title,
      own,
      headed: new Set(searchTerms(unit.heading)),
      titled: new Set(searchTerms(title)),
      words: unit.text.split(' ').length,
      price: PRICE.test(unit.text),
      duration: DURATION.test(unit.text),
      states: statedKinds(unit.text),
    };
    byPage.set(unit.path, [...(byPage.get(unit.path) ?? []), prepared]);
  }
  const overviews = overviewsOf([...titles.keys()]);
  const ranges = rangesOf(titles);
  const sameText = new Map<string, Prepared[]>();
  for (const unit of [...byPage.values()].flat()) sameText.set(unit.text, [...(sameText.get(unit.text) ?? []), unit]);
  const rarity = (stem: string) => Math.log(1 + units.length / (1 + (documentFrequency.get(stem) ?? 0)));

  const askedOf = (question: string): Asked[] => {
    const groups = synonymMatches(question, synonyms);
    const asked = new Map<string, string[][]>(searchTerms(question).map((stem) => [stem, [[stem]]]));
    for (const group of groups) {
      const others = group.others.map(searchTerms).filter((stems) => stems.length > 0);
      // A group called up by question words alone ("how much") is one asked word of its own.
      if (group.triggers.length === 0) asked.set(`synonyms:${group.others.join('|')}`, others);
      for (const trigger of group.triggers) asked.set(trigger, [...(asked.get(trigger) ?? [[trigger]]), ...others]);
    }
    return [...asked.values()].map((alternatives) => ({ alternatives, weight: Math.min(MAX_WEIGHT, ...alternatives.map((stems) => rarity(stems[0]))) }));
  };

  type Candidate = { unit: Prepared; inText: Asked[]; covered: number; stated: boolean; score: number; overview: boolean };

  /**
   * How much of the question a unit says (words in its heading or its page's title count as
   * context), scored against its page's rank. A unit that shares no word with the question and
   * states nothing of the kind asked for cannot answer it: null, before the costlier context is weighed.
   */
  const candidate = (unit: Prepared, asked: readonly Asked[], whole: number, pageWeight: number, type: AnswerType | null, wants: boolean): Candidate | null => {
    const inText = asked.filter((word) => has(unit.own, word));
    const stated = type !== null && unit.states(type);
    if (inText.length === 0 && !stated && !wants) return null;
    const covered = asked.reduce(
      (sum, word) =>
        sum + word.weight * (inText.includes(word) ? 1 : has(unit.headed, word) ? (unit.figure ? 1 : IN_HEADING) : has(unit.titled, word) ? IN_TITLE : 0),
      0,
    );
    const coverage = covered / (whole || 1) + (stated ? KIND_BONUS : 0);
    const score = (coverage + (wants ? 1 : 0)) * Math.min(1, pageWeight) ** PAGE_EMPHASIS * (1 - Math.min(MAX_LENGTH_COST, WORD_COST * unit.words));
    return { unit, inText, covered, stated, score, overview: overviews.has(unit.path) };
  };

  const passage = ({ unit }: { unit: Prepared }): AnswerPassage => {
    // An overview repeats what specific pages say: the page it comes from is the one to link.
    const source = overviews.has(unit.path) ? (sameText.get(unit.text)?.find((other) => !overviews.has(other.path)) ?? unit) : unit;
    // A figure says what it measures, not of what: the page's name goes with it (the company's own page states the company's).
    const named = unit.figure && source.path !== COMPANY_FACTS_PAGE;
    return { path: source.path, title: source.title, text: named ? `${source.title} — ${unit.text}` : unit.text };
  };

  /** The company's phone, e-mail or place, asked and nothing more: the unit of the company's page that states it. */
  const companyFact = (question: string, type: AnswerType): SiteAnswer | null => {
    const asked = askedOf(question);
    const whole = asked.reduce((sum, word) => sum + word.weight, 0);
    const best = (byPage.get(COMPANY_FACTS_PAGE) ?? [])
      .flatMap((unit) => (statesCompanyFact(type, unit.text) ? (candidate(unit, asked, whole, 1, type, false) ?? []) : []))
      .sort((a, b) => b.score - a.score)[0];
    return best ? { kind: 'passages', passages: [passage(best)] } : null;
  };

  /** What a page says it is: its first sentence under its title, not a label above the title nor a line such as "Last updated: January 2025". */
  const leadOf = (path: string): Prepared | undefined => {
    const units = byPage.get(path) ?? [];
    return units.find((unit) => unit.heading === unit.title && !unit.figure && !/^[^.:]{1,40}: /.test(unit.text)) ?? units[0];
  };

  /** "What products do you have?": the overview's first sentence, and every page under it by name. */
  const overviewAnswer = (path: string): SiteAnswer | null => {
    const units = byPage.get(path) ?? [];
    const lead = leadOf(path);
    if (!lead) return null;
    const headings = units.map((unit) => unit.heading);
    const place = (title: string) => (headings.includes(title) ? headings.indexOf(title) : headings.length);
    const listed = [...titles]
      .filter(([other]) => other !== path && other.startsWith(path))
      .map(([other, title]) => ({ path: other, title }))
      .sort((a, b) => place(a.title) - place(b.title));
    return { kind: 'passages', passages: [passage({ unit: lead })], listed };
  };

  const fromPages = (question: string, options: AnswerOptions): SiteAnswer => {
    const { about, wants, prefers, within = () => true, overviewOnly = false } = options;
    const type: AnswerType | null = wants ?? prefers ?? answerTypeOf(question);
    if (!about && !wants) {
      const own = type && !overviewOnly && asksCompanyFact(question) ? companyFact(question, type) : null;
      if (own) return own;
      const overview = overviewAsked(question, ranges);
      const listing = overview && within(overview) ? overviewAnswer(overview) : null;
      if (listing) return listing;
    }
    if (overviewOnly) return { kind: 'nothing' };
    const asked = askedOf(question);
    if (asked.length === 0 && !wants) return { kind: 'nothing' };
    const query = about ? `${question} ${about.name}` : question;
    const needed = Math.min(ENOUGH_WORDS, Math.max(1, Math.ceil(tellingWords(query, synonyms) * MIN_COVERAGE)));
    const found = search.search(query, CANDIDATE_PAGES).filter((result) => result.matchedWords >= needed && within(result.path));
    const top = found[0]?.score ?? 1;
    const pages = new Map(found.map((result) => [result.path, result.score / top]));
    if (about && within(about.path)) pages.set(about.path, 1);
    const whole = asked.reduce((sum, word) => sum + word.weight, 0);
    const all = [...pages].flatMap(([path, pageScore]) => {
      const weight = pageScore * (overviews.has(path) ? OVERVIEW_WEIGHT : 1) * (path === about?.path ? ABOUT_WEIGHT : 1);
      return (byPage.get(path) ?? [])
        .filter((unit) => !(wants === 'price' && !unit.price) && !(wants === 'duration' && !unit.duration))
        .flatMap((unit) => candidate(unit, asked, whole, weight, type, wants !== undefined) ?? []);
    });
    // A unit must share a word with the question and say enough of it, unless a follow-up asks only for a price or a duration.
    const scored = all
      .filter(
        ({ inText, covered, score, stated }) =>
          wants !== undefined ||
          (inText.length > 0 &&
            score > 0 &&
            covered / (whole || 1) + (stated ? KIND_BONUS : 0) >= MIN_UNIT_COVERAGE &&
            covered >= whole * MIN_SHARE_OF_QUESTION),
      )
      .sort((a, b) => b.score - a.score);
    /** The question asks for a kind of answer (a duration, a date, a number…): the page's unit that states it and says most of the question, if any says anything of it. */
    const statedOn = (path: string) =>
      type ? all.filter((other) => other.unit.path === path && other.stated && other.covered > 0).sort((a, b) => b.score - a.score)[0] : undefined;
    // "Do you work with hospitals?": what the page for them says it is.
    const served = !about && !wants && found[0] && !overviews.has(found[0].path) && asksWhoIsServed(question) ? leadOf(found[0].path) : undefined;
    if (served) return { kind: 'passages', passages: [passage({ unit: served })] };
    const first = scored[0];
    if (!first || first.score < MIN_SCORE) {
      // No sentence says enough of it, but search found a page about it: the kind asked for from that page, or what the page says it is about.
      const page = !wants && found[0] && !overviews.has(found[0].path) ? found[0].path : undefined;
      const lead = page ? (statedOn(page)?.unit ?? leadOf(page)) : undefined;
      return lead ? { kind: 'passages', passages: [passage({ unit: lead })] } : { kind: 'nothing' };
    }
    const best = (!first.stated && statedOn(first.unit.path)) || first;
    // The second page is the one search ranks first, when the answer came from another: what it says of the question, or what it is.
    const leading = found[0]?.path;
    const leadingUnit =
      leading && leading !== best.unit.path && !overviews.has(leading)
        ? (all.filter((other) => other.unit.path === leading && other.inText.length > 0).sort((a, b) => b.score - a.score)[0]?.unit ?? leadOf(leading))
        : undefined;
    // Otherwise a page whose best unit says a word of the question the first answer lacks.
    const second = scored.find(
      (other) =>
        other.unit.path !== best.unit.path &&
        !other.overview &&
        other.score >= best.score * SECOND_PAGE_SHARE &&
        other.inText.some((word) => !best.inText.includes(word)),
    );
    const also = leadingUnit ? { unit: leadingUnit } : second;
    return { kind: 'passages', passages: also ? [passage(best), passage(also)] : [passage(best)] };
  };

  return {
    answer: (question, options = {}) => {
      const found = fromPages(question, options);
      // Asked for a phone number or an e-mail address that the answer does not give: the company's own, from its page.
      const type = options.wants ?? options.prefers ?? answerTypeOf(question);
      if (!type || !WAYS_TO_REACH.has(type) || options.about || options.overviewOnly) return found;
      if (found.kind === 'passages' && statesAnswerType(type, found.passages[0].text)) return found;
      return companyFact(question, type) ?? found;
    },
  };
};
