/**
 * The element Gatsby renders around every page's content (its production-app.js hydrates when it
 * has children and renders from scratch when it is empty); the first hydration reads it the same
 * way (hydrate-as-transition.ts). lib/rewrite-pages.ts stops the build when a built page
 * lacks it, so an upgrade that renames it cannot quietly turn every hydration into a re-render.
 */
export const GATSBY_FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';
