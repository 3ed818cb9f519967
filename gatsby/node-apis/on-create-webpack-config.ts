import type { GatsbyNode } from 'gatsby';
import { serverRenderConstants } from '../lib/server-render-constants';
import { CHAT_CONTENT_FILE } from '../build-steps/chat-content';

/**
 * Gatsby splits every module that two page templates share into its own chunk (its cache group
 * named `shared`), however small. Each such chunk is one more request before a page can hydrate,
 * and on a phone network a request costs a round trip whatever its size. Shared modules smaller
 * than this (source size, before minification) stay in each template's own chunk instead: a page
 * downloads the same code either way; only the number of requests changes.
 */
const SHARED_CHUNK_MIN_SOURCE_BYTES = 150_000;

/** The name of Gatsby's own cache group for modules shared by templates (gatsby/src/utils/webpack.config.js). */
export const GATSBY_SHARED_CACHE_GROUP = 'shared';

interface SplitChunksConfig {
  cacheGroups?: Record<string, unknown>;
}

/** Gatsby's server-rendering stages: they bundle gatsby-ssr.tsx. */
const SERVER_RENDERING_STAGES = new Set(['build-html', 'develop-html']);

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig, reporter }) => {
  // The chat's content, written by createPages (gatsby/build-steps/chat-content.ts).
  actions.setWebpackConfig({ resolve: { alias: { 'chat-content$': CHAT_CONTENT_FILE } } });
  if (SERVER_RENDERING_STAGES.has(stage)) actions.setWebpackConfig({ plugins: [plugins.define(serverRenderConstants())] });
  if (stage !== 'build-javascript') return;
  // Raising the minimum size of a group that Gatsby no longer has would quietly create a new,
  // empty group and bring back one request per shared module: stop instead.
  const splitChunks = getConfig().optimization?.splitChunks as SplitChunksConfig | false | undefined;
  const sharedGroup = splitChunks ? splitChunks.cacheGroups?.[GATSBY_SHARED_CACHE_GROUP] : undefined;
  if (!sharedGroup || typeof sharedGroup !== 'object') {
    reporter.panic(
      `gatsby/node-apis/on-create-webpack-config.ts: Gatsby's webpack config has no splitChunks cache group named "${GATSBY_SHARED_CACHE_GROUP}" any more. ` +
        'Find the group that now holds modules shared by templates and set its minSize (see docs/PERFORMANCE.md, "On an upgrade").',
    );
  }
  actions.setWebpackConfig({
    optimization: { splitChunks: { cacheGroups: { [GATSBY_SHARED_CACHE_GROUP]: { minSize: SHARED_CHUNK_MIN_SOURCE_BYTES } } } },
  });
};
