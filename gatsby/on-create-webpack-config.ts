import type { GatsbyNode } from 'gatsby';

/**
 * Gatsby splits every module that two page templates share into its own "shared" chunk, however
 * small. Each is one more request before a page can hydrate, and on a phone network a request
 * costs a round trip whatever its size: the home page fetched five such chunks of 3–9 KB. Shared
 * modules smaller than this (source size, before minification) stay in each template's own
 * chunk instead. A page downloads the same code either way; only the number of requests changes.
 */
const SHARED_CHUNK_MIN_SOURCE_BYTES = 150_000;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { shared: { minSize: SHARED_CHUNK_MIN_SOURCE_BYTES } } } } });
};
