/** Thin: each Gatsby Node API lives in its own file under gatsby/. */
export { onPreInit } from './gatsby/on-pre-init';
export { createSchemaCustomization } from './gatsby/schema';
export { onCreateNode } from './gatsby/on-create-node';
export { createPages } from './gatsby/create-pages';
export { onPostBootstrap } from './gatsby/on-post-bootstrap';
export { onPostBuild } from './gatsby/on-post-build';
