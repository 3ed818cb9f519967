/** Types of bundles-after-paint.cjs (plain CommonJS so both the .mjs build step and jest can load it). */

/** The page with Gatsby's bundle tags replaced by the after-paint loader; null when it has none. */
export function deferBundles(html: string, page?: { scripts: readonly string[]; data: readonly string[] }): string | null;
/** The inline loader that inserts these scripts, in order, and preloads these data files, after the first frame. */
export function loaderScript(sources: readonly string[], data?: readonly string[]): string;
