import type { AnyNode, Element } from 'domhandler';
import type { SearchDocument } from '../../src/lib/search/index-file';
import { elementsOf, parseHtml, textOf } from './html';

/** Parts of a page that are not its text: code, drawings, and what the visitor cannot see (the assistant's answer units skip them too). */
const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'noscript', 'template', 'form', 'button', 'select', 'textarea']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);

export const isSkipped = (element: Element): boolean =>
  SKIPPED_TAGS.has(element.name) || 'hidden' in element.attribs || element.attribs['aria-hidden'] === 'true';

/** The visible text under a node, each block on its own line, spaces squeezed. */
export const visibleText = (nodes: readonly AnyNode[]): string => {
  const parts: string[] = [];
  const walk = (children: readonly AnyNode[]) => {
    for (const node of children) {
      if (node.type === 'text') parts.push(node.data);
      else if ((node.type === 'tag' || node.type === 'script' || node.type === 'style') && !isSkipped(node)) {
        walk(node.children);
        parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
};

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What search knows of one built page, read from its final HTML, so the index holds what a
 * visitor sees there (the fields of products, case studies, events and releases included, as
 * rendered): its h1 as title, its h2–h4 headings, its meta description and the text of <main>.
 */
export const searchDocumentOf = (html: string, path: string, section: string): SearchDocument => {
  const elements = elementsOf(parseHtml(html));
  const main = elements.find(({ element }) => element.name === 'main')?.element;
  if (!main) throw new Error(`${path}: the built page has no <main> to index`);
  const inMain = elements.filter(({ ancestors }) => ancestors.includes('main')).map(({ element }) => element);
  const h1 = inMain.find((element) => element.name === 'h1');
  const title = h1 ? visibleText(h1.children) : squeeze(textOf(elements.find(({ element }) => element.name === 'title')?.element ?? main));
  const description = elements.find(({ element }) => element.name === 'meta' && element.attribs.name === 'description')?.element.attribs.content ?? '';
  const headings = inMain.filter((element) => HEADINGS.has(element.name) && !isSkipped(element)).map((element) => visibleText(element.children));
  return { id: path, title, section, headings: headings.join('\n'), description: squeeze(description), body: visibleText(main.children) };
};

/** A link of the site's navigation: its label names the section of every page under its path. */
export interface SectionLink {
  label: string;
  to: string;
}

/**
 * The section a page belongs to: the label of the navigation link whose path is the longest
 * start of the page's path ("/solutions/healthcare/" → the "/solutions/" link), the home label for
 * "/", or `other` for a page under no link.
 */
export const sectionOf = (path: string, links: readonly SectionLink[], labels: { home: string; other: string }): string => {
  if (path === '/') return labels.home;
  const match = links.filter((link) => link.to !== '/' && !link.to.includes('?') && path.startsWith(link.to)).sort((a, b) => b.to.length - a.to.length)[0];
  return match?.label ?? labels.other;
};
