import path from 'node:path';
import { buildSync } from 'esbuild';

/** The site's additions to Decap (src/cms/): save checks, file formats, previews. */
const ENTRY = 'src/cms/index.ts';

/**
 * The CMS code as one minified browser script. It runs beside Decap's standalone bundle, which
 * brings its own React; the script bundles what it needs itself and talks to Decap through
 * window.CMS only. A compile error fails the build.
 */
export const buildCmsScript = (root: string): string => {
  const result = buildSync({
    entryPoints: [path.join(root, ENTRY)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The site's components run in the preview outside Gatsby: what they import from it is replaced.
    alias: { gatsby: path.join(root, 'src/cms/shims/gatsby.tsx'), 'gatsby-plugin-image': path.join(root, 'src/cms/shims/gatsby-plugin-image.tsx') },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
};
