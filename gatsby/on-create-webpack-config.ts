import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

/**
 * Gatsby splits every module that two page templates share into its own "shared" chunk, however
 * small. Each is one more request before a page can hydrate, and on a phone network a request
 * costs a round trip whatever its size: the home page fetched five such chunks of 3–9 KB. Shared
 * modules smaller than this (source size, before minification) stay in each template's own
 * chunk instead. A page downloads the same code either way; only the number of requests changes.
 */
const SHARED_CHUNK_MIN_SOURCE_BYTES = 150_000;

/**
 * Chromium's explicit compile hint (V8, Chrome 136+): a script whose first line is this comment
 * has all its functions compiled eagerly, while it streams in on a background thread. Without it
 * V8 compiles each function lazily on the main thread the first time it is called, and nearly
 * every function in our chunks is called as soon as the chunk runs: webpack's module wrappers,
 * React's renderer, Gatsby's runtime, the page's components. That lazy compiling lengthened the
 * task that starts the app after the first paint: in Lighthouse's simulation (7 rounds each, same
 * run) its median was 79 ms without the hint, 50 ms with it. We only ship chunks that run when
 * they load (lazy ones load when needed), so every chunk gets the hint. Other browsers read a
 * comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * When the hint is added: after Terser (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which
 * drops comments, and before the source maps are written (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500),
 * so they account for the added line.
 */
const AFTER_MINIFICATION = 401;

/** @emotion/styled's prop filter, loaded at its first use rather than with the app (see that module). */
const PROP_FILTER_ON_FIRST_USE = path.resolve('src/lib/is-prop-valid-on-first-use.ts');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins }) => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    optimization: { splitChunks: { cacheGroups: { shared: { minSize: SHARED_CHUNK_MIN_SOURCE_BYTES } } } },
    plugins: [
      plugins.banner({
        banner: EAGER_COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        stage: AFTER_MINIFICATION,
      }),
      // Only @emotion/styled's import is replaced: the replacement itself loads the real package.
      plugins.normalModuleReplacement(/^@emotion\/is-prop-valid$/, (resource: { context: string; request: string }) => {
        if (resource.context.includes(`${path.sep}@emotion${path.sep}styled${path.sep}`)) resource.request = PROP_FILTER_ON_FIRST_USE;
      }),
    ],
  });
};
