import type { GatsbyNode } from 'gatsby';
import { serverRenderConstants } from '../lib/server-render-constants';
import { CHAT_CONTENT_FILE } from '../build-steps/chat-content';

/** Gatsby's server-rendering stages: they bundle gatsby-ssr.tsx. */
const SERVER_RENDERING_STAGES = new Set(['build-html', 'develop-html']);

/**
 * The server renderer gets the text only Node can write (the minified static CSS, the inline
 * scripts) as compile-time constants; every bundle finds the chat's content under `chat-content`.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  // The chat's content, written by createPages (gatsby/build-steps/chat-content.ts).
  actions.setWebpackConfig({ resolve: { alias: { 'chat-content$': CHAT_CONTENT_FILE } } });
  if (SERVER_RENDERING_STAGES.has(stage)) actions.setWebpackConfig({ plugins: [plugins.define(serverRenderConstants())] });
};
