/**
 * Emotion's server rendering writes a <style data-emotion="css …"> block in the body before the
 * first element that uses each style, about 45 on the home page. Every stylesheet the parser meets
 * in the body makes the browser recompute the style of the document parsed so far, so a long page
 * pays for its style many times over before its first paint. The build (gatsby/build-steps/
 * rewrite-pages.ts) moves them, in their order, into one block at the end of <head> (the global
 * block first, as its own element, since emotion's Global looks for it by name). Emotion's client
 * reads the same data-emotion names from the merged block, so nothing is inserted twice. Styles
 * need no CSP hash (style-src allows inline styles), so the CSP step is unaffected.
 */

// Exactly what emotion's server rendering writes: no "<" in the CSS, one attribute. Any other
// emotion block left in the body fails the build (unhoistedStyleBlocks).
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([^<]*)<\/style>/g;

/** The page with every emotion <style> of its body merged into <head>; unchanged when there is none. */
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
  const merged = names.length > 0 ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return `${html.slice(0, headEnd)}${globals.join('')}${merged}${html.slice(headEnd, bodyStart)}${body}`;
};

/** How many emotion <style> blocks are still in the page's <body>: the build requires none. */
export const unhoistedStyleBlocks = (html: string): number => {
  const bodyStart = html.indexOf('<body');
  return bodyStart < 0 ? 0 : (html.slice(bodyStart).match(/<style[^>]*\sdata-emotion=/g) ?? []).length;
};
