/** Thin: each Gatsby Node API lives in its own file under gatsby/. */
export { onPreInit } from './gatsby/on-pre-init';
export { onPreBootstrap } from './gatsby/on-pre-bootstrap';
export { createSchemaCustomization } from './gatsby/schema';
export { onCreateNode } from './gatsby/on-create-node';
export { onCreateWebpackConfig } from './gatsby/on-create-webpack-config';
export { createPages } from './gatsby/create-pages';
export { onPostBootstrap } from './gatsby/on-post-bootstrap';
export { onPostBuild } from './gatsby/on-post-build';
