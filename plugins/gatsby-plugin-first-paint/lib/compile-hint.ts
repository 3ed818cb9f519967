import type { CreateWebpackConfigArgs } from 'gatsby';

/**
 * Chromium's explicit compile hint (V8, Chrome 136+): a script whose first line is this comment
 * has all its functions compiled eagerly, on a background thread while it streams in, instead of
 * lazily on the main thread at each function's first call. Nearly every function in our chunks
 * runs as soon as the chunk loads (webpack's module wrappers, React's renderer, Gatsby's runtime,
 * the page's components), and chunks that are not needed at once load lazily, so every chunk gets
 * the hint. Other browsers read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * When the hint is added: after Terser (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400), which
 * drops comments, and before the source maps are written (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500),
 * so they account for the added line.
 */
const AFTER_MINIFICATION = 401;

/** Puts the hint on the first line of every browser bundle of the production build. */
export const addCompileHint = ({ stage, actions, plugins }: Pick<CreateWebpackConfigArgs, 'stage' | 'actions' | 'plugins'>): void => {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({
    plugins: [plugins.banner({ banner: EAGER_COMPILE_HINT, raw: true, test: /\.js$/, stage: AFTER_MINIFICATION })],
  });
};
