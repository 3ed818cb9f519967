import type { CreateWebpackConfigArgs } from 'gatsby';
import { GatsbyInternalChanged } from './gatsby-internals';

/**
 * Gatsby splits every module that two page templates share into its own chunk (its cache group
 * named `shared`), however small. Each such chunk is one more request before a page can hydrate,
 * and on a phone network a request costs a round trip whatever its size. Shared modules smaller
 * than this (source size, before minification) stay in each template's own chunk instead: a page
 * downloads the same code either way; only the number of requests changes.
 */
const SHARED_CHUNK_MIN_SOURCE_BYTES = 150_000;

/** The name of Gatsby's own cache group for modules shared by templates (gatsby/dist/utils/webpack.config.js). */
export const GATSBY_SHARED_CACHE_GROUP = 'shared';

interface SplitChunksConfig {
  cacheGroups?: Record<string, unknown>;
}

/**
 * Raises the minimum size of Gatsby's `shared` cache group in the browser bundles' build. Raising
 * it on a group that Gatsby no longer has would quietly create a new, empty group and bring back
 * one request per shared module: the build stops instead.
 */
export const keepSharedModulesInTemplates = ({ stage, actions, getConfig }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'getConfig'>): void => {
  if (stage !== 'build-javascript') return;
  const splitChunks = getConfig().optimization?.splitChunks as SplitChunksConfig | false | undefined;
  const sharedGroup = splitChunks ? splitChunks.cacheGroups?.[GATSBY_SHARED_CACHE_GROUP] : undefined;
  if (!sharedGroup || typeof sharedGroup !== 'object') {
    throw new GatsbyInternalChanged(
      "Gatsby's webpack config",
      `optimization.splitChunks.cacheGroups.${GATSBY_SHARED_CACHE_GROUP}`,
      `no splitChunks cache group named "${GATSBY_SHARED_CACHE_GROUP}" any more: find the group that now holds modules shared by templates and set its minSize`,
    );
  }
  actions.setWebpackConfig({
    optimization: { splitChunks: { cacheGroups: { [GATSBY_SHARED_CACHE_GROUP]: { minSize: SHARED_CHUNK_MIN_SOURCE_BYTES } } } },
  });
};
