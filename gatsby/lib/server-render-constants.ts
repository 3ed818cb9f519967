import { staticCss } from '../../src/styles/static-css';
import { cmsBackendFromEnv } from '../cms/cms-backend';
import { inlineScriptTexts } from './inline-script';
import { minifyCss } from './minify-css';

/**
 * Text that gatsby-ssr.tsx writes into every page but only Node can produce (esbuild runs here, at
 * build, not in the server renderer that Gatsby bundles with webpack).
 * gatsby/node-apis/on-create-webpack-config.ts hands it to the renderer as compile-time constants; gatsby-ssr.tsx declares each one.
 */
export const serverRenderConstants = (): Record<string, string> => ({
  /** The server-written stylesheet of every page's <head>, minified. */
  STATIC_CSS: JSON.stringify(minifyCss(staticCss, 'src/styles/static-css.ts')),
  /** The inline scripts at the top of <body>, by name (src/inline-scripts/registry.ts). */
  INLINE_SCRIPT_TEXTS: JSON.stringify(inlineScriptTexts()),
  /** What the build decides that an inline script depends on (src/inline-scripts/registry.ts). */
  INLINE_SCRIPT_CONDITIONS: JSON.stringify({ identityLinks: cmsBackendFromEnv(process.env) === 'git-gateway' }),
});
