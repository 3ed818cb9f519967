import { markdownHtml } from './markdown-html';

/**
 * A body the CMS hands back, written as the file it came from writes Markdown. Decap's editor
 * writes its own Markdown for the whole body (every bullet `*`, tables re-padded): without this, a
 * one-word edit would rewrite every list and table of the page.
 */

/** The bullet the site's Markdown uses where a file has no list yet. */
const HOUSE_BULLET = '-';
/** A bullet list item's marker: `- `, `* ` or `+ ` at the start of a line, after any indent. */
const BULLET = /^(\s*)([-*+])(?=\s+\S)/gm;
/** A thematic break written with asterisks (`* * *`, `***`): not a list item. */
const ASTERISK_RULE = /^\s*\*(?:\s*\*){2,}\s*$/;

/**
 * `text` with its bullet markers made the one the original body uses (the site's `-` if it has
 * none). Decap's Markdown editor writes every bullet as `*`: without this, a one-word edit in a
 * list would rewrite every item's line.
 */
export const withBulletsOf = (original: string, text: string): string => {
  const marker = /^\s*([-*+])\s+\S/m.exec(original)?.[1] ?? HOUSE_BULLET;
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
      return fenced || ASTERISK_RULE.test(line) ? line : line.replace(BULLET, `$1${marker}`);
    })
    .join('\n');
};

/** A body's blocks: the runs of lines between blank lines. */
const blocksOf = (markdown: string): string[] => markdown.split(/\n[ \t]*\n+/);

/**
 * `edited` with every block that renders exactly as a block of `original` written as it is there:
 * only the blocks whose content changed keep Decap's text. Same HTML, same page, so nothing the
 * writer changed is undone.
 */
export const keepUnchangedBlocks = (original: string, edited: string): string => {
  const before = blocksOf(original.trim());
  const rendered = new Map(before.map((block) => [markdownHtml(block), block] as const));
  return blocksOf(edited)
    .map((block) => rendered.get(markdownHtml(block)) ?? block)
    .join('\n\n');
};

/** `edited` written as `original` writes Markdown: its unchanged blocks as they were, its bullets with the file's marker. */
export const asTheFileWritesIt = (original: string, edited: string): string => withBulletsOf(original, keepUnchangedBlocks(original, edited));
