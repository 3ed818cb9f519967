/**
 * Marks a stylesheet that only the server writes (into every page's <head>, see static-css.ts):
 * written as readable CSS beside the component it styles. Values interpolate as in any template
 * string. The whole server-written sheet is minified once at build, by a real CSS minifier
 * (gatsby/lib/minify-css.ts). Such rules never ship in a JavaScript bundle, so a component's own
 * file must not import its `.server-css.ts` sibling.
 */
export const serverCss = (strings: TemplateStringsArray, ...values: Array<string | number>): string => String.raw({ raw: strings }, ...values);
