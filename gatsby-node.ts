/** Thin: each Gatsby Node API lives in its own file under gatsby/. */
export { onPreInit } from './gatsby/node-apis/on-pre-init';
export { onPreBootstrap } from './gatsby/node-apis/on-pre-bootstrap';
export { createSchemaCustomization } from './gatsby/node-apis/create-schema-customization';
export { onCreateNode } from './gatsby/node-apis/on-create-node';
export { onCreateWebpackConfig } from './gatsby/node-apis/on-create-webpack-config';
export { createPages } from './gatsby/node-apis/create-pages';
export { onPostBootstrap } from './gatsby/node-apis/on-post-bootstrap';
export { onPostBuild } from './gatsby/node-apis/on-post-build';
