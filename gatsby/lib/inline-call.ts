import { minify_sync as minifySync } from 'terser';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * The text of an inline <script> that calls `fn` with `args`: the function's own source,
 * minified, called at once. `fn` is written, linted and unit-tested as ordinary TypeScript; it
 * must be self-contained (only its parameters and browser globals), since nothing it imports
 * reaches the page. The minified text fails the build if the function does not parse on its own.
 */
export const inlineCall = <Args extends Json[]>(fn: (...args: Args) => void, ...args: Args): string => {
  const source = `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  const { code } = minifySync(source, { ecma: 2017, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (!code) throw new Error(`inlineCall: terser returned no code for ${fn.name}`);
  return code;
};
