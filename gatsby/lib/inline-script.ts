import path from 'node:path';
import { buildSync } from 'esbuild';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * Every inline <script> of the site has its source in src/inline-scripts/: one module per script,
 * whose default export is the script, written, linted and unit-tested as ordinary TypeScript that
 * may import shared constants and logic from src/lib. Gatsby runs the build from the site root.
 */
export const INLINE_SCRIPTS_DIR = path.join(process.cwd(), 'src/inline-scripts');

/** Every script of the folder, as its file is named. */
export const INLINE_SCRIPT_NAMES = ['theme', 'header-controls', 'hero-variant', 'contact-variant', 'identity-link', 'load-bundles-after-paint'] as const;
export type InlineScriptName = (typeof INLINE_SCRIPT_NAMES)[number];

/**
 * The text of an inline <script>: the default export of src/inline-scripts/<name>.ts called with
 * `args`, bundled with what it imports and minified into one function expression by esbuild (the
 * tool that also bundles the CMS code), for ES2017 browsers. A compile error fails the build. The
 * same arguments give the same text, so the page's CSP hash (taken from the built HTML) is stable.
 */
export const inlineScript = (name: InlineScriptName, ...args: Json[]): string => {
  const call = `import run from './${name}';\nrun(${args.map((arg) => JSON.stringify(arg)).join(', ')});\n`;
  const { outputFiles } = buildSync({
    stdin: { contents: call, resolveDir: INLINE_SCRIPTS_DIR, sourcefile: `${name}.inline.ts`, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return outputFiles[0].text.trimEnd();
};
