/** The element Gatsby renders around every page's content; the build checks that every built page has it. */
export const GATSBY_FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';
