/**
 * Emotion's server rendering writes a `<style data-emotion="css …">` block in the body before the
 * first element that uses each style (about 45 on the home page). On the client, emotion's cache
 * then moves every one of them into `<head>` and its sheet re-inserts each: every move is a
 * stylesheet removed and added, and the browser recomputes the style of the whole page after
 * them, in the task that hydrates. This step writes them at build time where emotion would put
 * them: the global blocks, then one block holding every other rule in document order, at the end
 * of `<head>` (after the site's static sheet, as the body's blocks were: the cascade is the same).
 * The merged block carries `data-s`, the mark emotion's cache gives a block it has already moved,
 * so the cache leaves it in place and only reads its names (so nothing is inserted twice).
 * Styles need no CSP hash (style-src allows inline styles).
 */

// Exactly what emotion's server rendering writes: one attribute, no "<" in the CSS.
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g;
/** Emotion's mark on a server block its cache has taken over (`data-s`, @emotion/cache's createCache). */
const TAKEN_OVER = 'data-s=""';
/** What createCache runs in the browser: it moves every server block without the mark into <head>, then gives it the mark. */
const CACHE_MOVES_UNMARKED = 'style[data-emotion]:not([data-s])';
const CACHE_MARKS = /\.setAttribute\(\s*(["'])data-s\1\s*,\s*(["'])\2\s*\)/;
const MERGED_BLOCK = new RegExp(`<style data-emotion="css [^"]*" ${TAKEN_OVER}>`);

/**
 * Throws unless emotion's cache in the browser bundles (the text of each script the pages load
 * before they hydrate) still moves the server blocks it has not marked and marks them `data-s=""`:
 * the merged block carries that mark so the cache leaves it alone. With another mark the cache
 * would move and re-insert it, quietly undoing this step.
 */
export const checkEmotionMark = (bundles: readonly string[]): void => {
  const missing = [
    bundles.some((text) => text.includes(CACHE_MOVES_UNMARKED)) ? [] : [`querySelectorAll("${CACHE_MOVES_UNMARKED}")`],
    bundles.some((text) => CACHE_MARKS.test(text)) ? [] : ['setAttribute("data-s", "")'],
  ].flat();
  if (missing.length === 0) return;
  throw new Error(
    `emotion's cache changed its mark: no ${missing.join(' and no ')} in the ${bundles.length} browser bundles. ` +
      `The merged style block carries ${TAKEN_OVER} so that @emotion/cache's createCache leaves it in place: ` +
      'give it the mark createCache now uses (TAKEN_OVER in lib/emotion-styles.ts of gatsby-plugin-first-paint)',
  );
};

/** Whether a page carries the merged block in its <head> (written by this build or kept from an earlier one). */
export const hasMergedEmotionBlock = (html: string): boolean => MERGED_BLOCK.test(html.slice(0, html.indexOf('</head>')));

/** The page with every emotion `<style>` of its body in `<head>`: globals as they are, the rest merged; unchanged when there is none. */
export const hoistEmotionStyles = (html: string): string => {
  const bodyStart = html.indexOf('<body');
  const headEnd = html.indexOf('</head>');
  if (bodyStart < 0 || headEnd < 0 || headEnd > bodyStart) return html;
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const body = html.slice(bodyStart).replace(EMOTION_STYLE, (tag: string, attribute: string, css: string) => {
    const [key, ...hashes] = attribute.split(' ');
    if (key.endsWith('-global')) globals.push(tag);
    else {
      names.push(...hashes);
      rules.push(css);
    }
    return '';
  });
  if (globals.length === 0 && names.length === 0) return html;
  const merged = names.length > 0 ? `<style data-emotion="css ${names.join(' ')}" ${TAKEN_OVER}>${rules.join('')}</style>` : '';
  return `${html.slice(0, headEnd)}${globals.join('')}${merged}${html.slice(headEnd, bodyStart)}${body}`;
};

/** How many emotion `<style>` blocks are still in the page's body: a rewritten page has none. */
export const emotionBlocksInBody = (html: string): number => {
  const bodyStart = html.indexOf('<body');
  return bodyStart < 0 ? 0 : (html.slice(bodyStart).match(/<style[^>]*\sdata-emotion=/g) ?? []).length;
};
