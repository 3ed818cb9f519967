const kept = new Map<string, string>();

/** The attribute that names a part of the page the browser keeps as the server rendered it. */
export const keptMarkupAttribute = (key: string) => ({ 'data-kept-markup': key });

/**
 * The inner HTML that the element marked `key` came with in the page's server-rendered HTML, for
 * `dangerouslySetInnerHTML`. Read once per visit, while the first page hydrates: React neither
 * hydrates nor rewrites what is inside an element given inner HTML, and after a client-side
 * navigation the new page's copy of the element gets the same markup back.
 */
export const keptMarkup = (key: string): { __html: string } => {
  if (!kept.has(key)) kept.set(key, document.querySelector(`[data-kept-markup="${key}"]`)?.innerHTML ?? '');
  return { __html: kept.get(key) ?? '' };
};
