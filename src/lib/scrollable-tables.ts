/** The class of the box each Markdown table scrolls in (styled with the prose, page-parts/prose.tsx). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

const TABLE = /<table[\s>][\s\S]*?<\/table>/g;
const HEADING = /<h[2-6][^>]*>([\s\S]*?)<\/h[2-6]>/g;

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const attribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Wraps every table of rendered Markdown in its own horizontally scrolling box: a table wider than
 * a small phone's screen scrolls inside the page instead of running off it. The box is a labelled
 * region a keyboard can focus (and so scroll), named after the heading above the table.
 */
export const scrollableTables = (html: string): string =>
  html.replace(TABLE, (table, offset: number) => {
    const headings = [...html.slice(0, offset).matchAll(HEADING)];
    const heading = headings.length > 0 ? textOf(headings[headings.length - 1][1]) : '';
    const label = heading ? `Table: ${heading}` : 'Table';
    return `<div class="${TABLE_SCROLL_CLASS}" role="region" aria-label="${attribute(label)}" tabindex="0">${table}</div>`;
  });
