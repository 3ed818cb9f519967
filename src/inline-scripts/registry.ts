import { routes } from '../lib/routes';

/**
 * Every inline <script> the site writes into its pages, in page order, at the top of <body> before
 * the first paint (gatsby-ssr.tsx renders them from this table). Each one's source is the module of
 * its name beside this file: its default export is the script, linted and unit-tested as ordinary
 * TypeScript that may import from src/lib; the build bundles and minifies it into one statement
 * (gatsby/lib/inline-script.ts). The page's CSP hashes whatever inline scripts the built page holds.
 */
export interface InlineScriptEntry {
  /** The source module, src/inline-scripts/<name>.ts. */
  name: string;
  /** The pages that carry it: every page, or these paths only. */
  pages: 'every page' | readonly string[];
  /** Only in builds where this holds (gatsby-ssr.tsx is told by the build). */
  onlyWhen?: keyof BuildConditions;
}

/** What the build decides that a script depends on. */
export interface BuildConditions {
  /** Writers sign in with Netlify Identity (CMS_BACKEND=git-gateway), whose e-mailed links open the home page. */
  identityLinks: boolean;
}

export const INLINE_SCRIPTS = [
  { name: 'theme', pages: 'every page' },
  { name: 'header-controls', pages: 'every page' },
  { name: 'hero-variant', pages: 'every page' },
  { name: 'contact-variant', pages: [routes.contact] },
  { name: 'first-page', pages: 'every page' },
  { name: 'identity-link', pages: [routes.home], onlyWhen: 'identityLinks' },
] as const satisfies readonly InlineScriptEntry[];

export type InlineScriptName = (typeof INLINE_SCRIPTS)[number]['name'];

/** The inline scripts of the page at this path, in page order. */
export const inlineScriptsOf = (pathname: string, build: BuildConditions = { identityLinks: false }): InlineScriptName[] =>
  INLINE_SCRIPTS.filter((entry: InlineScriptEntry) => {
    const onPage = entry.pages === 'every page' || entry.pages.includes(pathname);
    return onPage && (entry.onlyWhen === undefined || build[entry.onlyWhen]);
  }).map(({ name }) => name);
