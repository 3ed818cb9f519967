/**
 * Marks a stylesheet that only the server writes (into every page's <head>, see static-css.ts):
 * written as readable CSS beside the component it styles, sent with its whitespace squeezed out.
 * Values interpolate as in any template string. Such rules never ship in a JavaScript bundle, so a
 * component's own file must not import its `.server-css.ts` sibling.
 */
export const serverCss = (strings: TemplateStringsArray, ...values: Array<string | number>): string =>
  String.raw({ raw: strings }, ...values)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
