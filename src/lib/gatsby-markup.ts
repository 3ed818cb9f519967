/**
 * The element Gatsby renders around every page's content. The first hydration reads it to tell a
 * server-rendered page from an empty one; the build checks that every built page has it, so a
 * Gatsby upgrade that renames it stops the build instead of turning hydration into re-rendering.
 */
export const GATSBY_FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';
