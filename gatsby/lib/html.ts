import type { AnyNode, Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Reading built HTML pages, for the build's post-processing and the audits. One parser
 * (htmlparser2) for every reader: it drops comments, keeps the text of <script> and <style> as
 * text, and decodes character references in attribute values and in <title> and <textarea>.
 */

/**
 * The page's document tree. The browser's parser turns CRLF and lone CR into LF before anything
 * else; so does this one, so a script's text is the text the browser hashes.
 */
export const parseHtml = (html: string): Document => parseDocument(html.replace(/\r\n?/g, '\n'));

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** Every element of the tree in document order, each with its ancestors' tag names (outermost first). */
export const elementsOf = (root: Document): Array<{ element: Element; ancestors: string[] }> => {
  const found: Array<{ element: Element; ancestors: string[] }> = [];
  const walk = (nodes: readonly AnyNode[], ancestors: string[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      found.push({ element: node, ancestors });
      walk(node.children, [...ancestors, node.name]);
    }
  };
  walk(root.children, []);
  return found;
};

/** The element's text content (character references already decoded where HTML decodes them). */
export const textOf = (element: Element): string =>
  element.children.map((child) => (child.type === 'text' ? child.data : isElement(child) ? textOf(child) : '')).join('');

/**
 * What a link checker needs of a page: every <a>/<area> href, trimmed, and every fragment target
 * (each id, and the name of an <a>).
 */
export const linkTargets = (html: string): { hrefs: string[]; ids: Set<string> } => {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  for (const { element } of elementsOf(parseHtml(html))) {
    const { attribs } = element;
    if (attribs.id !== undefined) ids.add(attribs.id);
    if (element.name === 'a' || element.name === 'area') {
      if (attribs.name !== undefined) ids.add(attribs.name);
      if (attribs.href !== undefined) hrefs.push(attribs.href.trim());
    }
  }
  return { hrefs, ids };
};

/** The text of the page's <title>, or null when it has none. */
export const titleOf = (html: string): string | null => {
  const title = elementsOf(parseHtml(html)).find(({ element }) => element.name === 'title');
  return title ? textOf(title.element) : null;
};
