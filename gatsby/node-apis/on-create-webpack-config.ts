import type { GatsbyNode } from 'gatsby';
import { serverRenderConstants } from '../lib/server-render-constants';

/** Gatsby's server-rendering stages: they bundle gatsby-ssr.tsx. */
const SERVER_RENDERING_STAGES = new Set(['build-html', 'develop-html']);

/** The server renderer gets the text only Node can write (the minified static CSS, the inline scripts) as compile-time constants. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (SERVER_RENDERING_STAGES.has(stage)) actions.setWebpackConfig({ plugins: [plugins.define(serverRenderConstants())] });
};
