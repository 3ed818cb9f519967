import path from 'node:path';
import { buildSync } from 'esbuild';
import { INLINE_SCRIPTS, type InlineScriptName } from '../../src/inline-scripts/registry';

/** Where the sources of the table live; Gatsby runs the build from the site root. */
export const INLINE_SCRIPTS_DIR = path.join(process.cwd(), 'src/inline-scripts');

/**
 * The text of an inline <script>: the default export of src/inline-scripts/<name>.ts called with
 * no argument, bundled with what it imports and minified into one function expression by esbuild
 * (the tool that also bundles the CMS code), for ES2017 browsers. A compile error fails the build.
 * The same source gives the same text, so the page's CSP hash (taken from the built HTML) is stable.
 */
export const inlineScript = (name: InlineScriptName): string => {
  const { outputFiles } = buildSync({
    stdin: { contents: `import run from './${name}';\nrun();\n`, resolveDir: INLINE_SCRIPTS_DIR, sourcefile: `${name}.inline.ts`, loader: 'ts' },
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

/** Every script of the table by name, as gatsby-ssr.tsx writes it into the pages. */
export const inlineScriptTexts = (): Record<InlineScriptName, string> =>
  Object.fromEntries(INLINE_SCRIPTS.map(({ name }) => [name, inlineScript(name)])) as Record<InlineScriptName, string>;
