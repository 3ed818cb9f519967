import type { AnyNode, Element } from 'domhandler';
import { elementsOf, parseHtml } from './html';
import { isSkipped, visibleText } from './search-documents';

/** One unit as read from a page, before the file numbers its page. */
export interface PageUnit {
  heading: string;
  text: string;
  figure: boolean;
}

/** Elements that start a new line of text: what is inside one of them, between others, is one run of text. */
const BLOCKS = new Set(
  'address article aside blockquote dd details div dl dt figcaption figure footer header li main nav ol p section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** A run this short with no digit or address is a button or a label ("Request Demo"), not something a page says. */
const MIN_WORDS = 3;
/** Words that end in a full stop without ending the sentence. */
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|Inc|Ltd|Co|Corp|St|Dr|Mr|Mrs|Ms|No|approx|U\.S)\.$/;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first visible heading among these nodes and theirs. */
const firstHeading = (nodes: readonly AnyNode[]): Element | undefined => {
  for (const node of nodes) {
    if (node.type !== 'tag' || isSkipped(node)) continue;
    const found = HEADINGS.has(node.name) ? node : firstHeading(node.children);
    if (found) return found;
  }
  return undefined;
};

/**
 * A run of text cut into its sentences: a full stop, question or exclamation mark followed by a
 * capital or digit ends one, unless it closes an abbreviation; so does one glued to a capitalised
 * word (two elements side by side, "hours.Tell").
 */
export const sentencesOf = (text: string): string[] => {
  const pieces = squeeze(text).split(/(?<=[.!?])\s+(?=["“‘(]?[\p{Lu}\p{N}])|(?<=[\p{Ll}\p{N}%)][.!?])(?=\p{Lu}\p{Ll})/u);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATION.test(sentences[last])) sentences[last] = `${sentences[last]} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.filter(Boolean);
};

const worthKeeping = (text: string, figure: boolean): boolean => figure || text.split(' ').length >= MIN_WORDS || /[\p{N}@]/u.test(text);

/** The label and value pairs of a description list ("Uptime: 99.9%"): a figure keeps its label. */
const figuresOf = (list: Element): string[] => {
  const found: string[] = [];
  let label = '';
  for (const child of list.children) {
    const items = child.type === 'tag' && child.name === 'div' ? child.children : [child];
    for (const item of items) {
      if (item.type !== 'tag' || isSkipped(item)) continue;
      if (item.name === 'dt') label = squeeze(visibleText(item.children));
      else if (item.name === 'dd') found.push(label ? `${label}: ${squeeze(visibleText(item.children))}` : squeeze(visibleText(item.children)));
    }
  }
  return found;
};

/**
 * What a built page says, as units the assistant can answer with: each sentence of a paragraph,
 * each list item, each label and value of a list of figures, with the heading it sits under (the
 * nearest h1–h6 before it in <main>). Read from the final HTML, like search, so the units are what
 * a visitor sees; hidden parts, forms and buttons are left out.
 */
export const answerUnitsOf = (html: string): PageUnit[] => {
  const main = elementsOf(parseHtml(html)).find(({ element }) => element.name === 'main')?.element;
  if (!main) return [];
  const units: PageUnit[] = [];
  const seen = new Set<string>();
  let heading = '';
  let run: string[] = [];
  /** Whether the run holds text outside links: a run of link text alone is a button or a menu ("Start Your AI Project"). */
  let saysSomething = false;
  const add = (text: string, figure: boolean) => {
    if (!worthKeeping(text, figure) || seen.has(text)) return;
    seen.add(text);
    units.push({ heading, text, figure });
  };
  const flush = () => {
    if (saysSomething) for (const sentence of sentencesOf(run.join(''))) add(sentence, false);
    run = [];
    saysSomething = false;
  };
  const walk = (nodes: readonly AnyNode[], inLink = false) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        run.push(node.data);
        if (!inLink && node.data.trim() !== '') saysSomething = true;
      }
      if (node.type !== 'tag' || isSkipped(node)) continue;
      if (HEADINGS.has(node.name)) {
        flush();
        heading = squeeze(visibleText(node.children));
      } else if (node.name === 'article') {
        // A card is about its own heading, wherever it stands in the card: the date line above an event's title is that event's.
        flush();
        const own = firstHeading(node.children);
        if (own) heading = squeeze(visibleText(own.children));
        walk(node.children, inLink);
        flush();
      } else if (node.name === 'dl') {
        flush();
        for (const figure of figuresOf(node)) add(figure, true);
      } else if (BLOCKS.has(node.name)) {
        flush();
        walk(node.children, inLink);
        flush();
      } else if (node.name === 'br') run.push(' ');
      else walk(node.children, inLink || node.name === 'a');
    }
  };
  walk(main.children);
  flush();
  return units;
};
