import { staticCss } from '../../src/styles/static-css';
import { cmsBackendFromEnv } from '../cms/cms-backend';
import { inlineScript } from './inline-script';
import { minifyCss } from './minify-css';

/**
 * Text that gatsby-ssr.tsx writes into every page but only Node can produce (esbuild runs here, at
 * build, not in the server renderer that Gatsby bundles with webpack).
 * gatsby/node-apis/on-create-webpack-config.ts hands it to the renderer as compile-time constants; gatsby-ssr.tsx declares each one.
 */
export const serverRenderConstants = (): Record<string, string> => ({
  /** The server-written stylesheet of every page's <head>, minified. */
  STATIC_CSS: JSON.stringify(minifyCss(staticCss, 'src/styles/static-css.ts')),
  /** The inline scripts at the top of <body>, written by the same serialiser as the bundle loader. */
  INLINE_SCRIPTS: JSON.stringify({
    theme: inlineScript('theme'),
    headerControls: inlineScript('header-controls'),
    heroVariant: inlineScript('hero-variant'),
    contactVariant: inlineScript('contact-variant'),
    identityLink: inlineScript('identity-link'),
  }),
  /** Whether writers sign in with Netlify Identity (CMS_BACKEND=git-gateway), whose e-mailed links open the home page. */
  IDENTITY_LINKS: JSON.stringify(cmsBackendFromEnv(process.env) === 'git-gateway'),
});
