import fs from 'node:fs';
import type { AnyNode } from 'domhandler';
import { gatsbyPageFiles, pageDataFileOf, relativeFile } from '../lib/built-pages';
import { parseHtml } from '../lib/html';
import { placeholdersIn, textValues } from '../../src/lib/placeholder-text';

/** Elements whose text no visitor reads as text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);
/** Attributes whose words reach a visitor: tooltips, screen readers, the page's title and description in search and link previews. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'content'];

/** Every piece of text a visitor (or the reader of a link preview) can read in a page, one per text node or attribute. */
export const readableTexts = (html: string): string[] => {
  const texts: string[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') texts.push(node.data);
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      for (const name of READ_ATTRIBUTES) if (node.attribs[name]) texts.push(node.attribs[name]);
      if (!NOT_TEXT.has(node.name)) walk(node.children);
    }
  };
  walk(parseHtml(html).children);
  return texts;
};

/**
 * The page data of every built page, what a client-side navigation loads (a visitor can read it
 * too). Throws when there is no page, or a page has no data where Gatsby writes it: if Gatsby moved
 * those files, the check would read nothing and pass.
 */
const pageDataFiles = (publishDir: string, pages: readonly string[]): string[] => {
  if (pages.length === 0) throw new Error(`Placeholders: no built page in ${publishDir} to check`);
  const files = pages.map((page) => pageDataFileOf(publishDir, page));
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Placeholders: ${missing.length} of ${pages.length} built pages have no page data where Gatsby writes it ` +
        `(no ${relativeFile(publishDir, missing[0])}). Gatsby's output changed shape: update pageDataFileOf in gatsby/lib/built-pages.ts`,
    );
  }
  return files;
};

/**
 * The placeholders ("[Executive Name]", lorem ipsum: src/lib/placeholder-text.ts, the rule the
 * content check uses) a visitor could read in the built site: the text of every page, and every
 * text of its page data. One line per find: "press/x/index.html: "[Title]"".
 */
export const visiblePlaceholders = (publishDir: string): string[] => {
  const pages = gatsbyPageFiles(publishDir);
  const inPages = pages.flatMap((file) =>
    readableTexts(fs.readFileSync(file, 'utf8')).flatMap((text) => placeholdersIn(text).map((found) => `${relativeFile(publishDir, file)}: "${found}"`)),
  );
  const inPageData = pageDataFiles(publishDir, pages).flatMap((file) => {
    const { result } = JSON.parse(fs.readFileSync(file, 'utf8')) as { result?: unknown };
    return textValues(result, '').flatMap(({ field, text }) => placeholdersIn(text).map((found) => `${relativeFile(publishDir, file)} (${field}): "${found}"`));
  });
  return [...inPages, ...inPageData];
};

/**
 * Fails a build that may reach visitors when any of its pages shows a placeholder. The content
 * check already refuses each one naming the file and the field or line; this holds for whatever
 * else could put one on a page. Builds that show drafts whole (deploy previews) are not checked.
 */
export const refuseVisiblePlaceholders = (publishDir: string, showsWholeDrafts: boolean): string => {
  if (showsWholeDrafts) return 'Placeholders: not checked, this build shows draft press releases whole';
  const found = visiblePlaceholders(publishDir);
  if (found.length > 0) {
    throw new Error(
      `${found.length} placeholder(s) a visitor would read; replace each with the real text, or keep its entry a draft:\n  ${found.join('\n  ')}`,
    );
  }
  return `Placeholders: none in ${gatsbyPageFiles(publishDir).length} pages and their page data`;
};
