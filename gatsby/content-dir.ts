import path from 'node:path';

/**
 * Writers' content lives in content/ (Gatsby runs from the site root); a test points CONTENT_DIR at
 * a fixture to prove bad frontmatter fails the build.
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));

/** static/, served as is at the site root; sourced too, so the build can read each download's size. */
export const staticDir = path.join(process.cwd(), 'static');
export const STATIC_SOURCE = 'static';
