/**
 * Every reading of Gatsby's private output goes through this error: an upgrade that changes what
 * Gatsby writes stops the build, naming the internal that changed, instead of shipping pages that
 * quietly load the slow way. README.md of this plugin lists each internal and what it keeps.
 */
export class GatsbyInternalChanged extends Error {
  constructor(where: string, internal: string, found: string) {
    super(`${where}: ${found}. Gatsby's output changed shape (${internal}); see plugins/gatsby-plugin-first-paint/README.md`);
    this.name = 'GatsbyInternalChanged';
  }
}

/**
 * The element Gatsby renders around every page's content (its production-app.js hydrates when it
 * has children and renders from scratch when it is empty); the first hydration reads it the same
 * way (browser/hydrate-as-transition.ts). lib/rewrite-pages.ts stops the build when a built page
 * lacks it, so an upgrade that renames it cannot quietly turn every hydration into a re-render.
 */
export const GATSBY_FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';
