import micromark from 'micromark';
import gfm from 'micromark-extension-gfm';
import gfmHtml from 'micromark-extension-gfm/html';

/**
 * Markdown as HTML with GitHub's extensions (tables, strikethrough, autolinks), as the build's
 * remark renders bodies: the CMS preview shows a body with it, and a save compares blocks by it.
 */
export const markdownHtml = (markdown: string): string => micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml] });
