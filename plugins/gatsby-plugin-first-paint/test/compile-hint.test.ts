import { addCompileHint, EAGER_COMPILE_HINT } from '../lib/compile-hint';

type Args = Parameters<typeof addCompileHint>[0];

/** The compile hint goes on the browser bundles of the production build only, as the first line (a raw banner after minification). */
describe("V8's compile hint", () => {
  const run = (stage: string) => {
    const set: unknown[] = [];
    const banners: unknown[] = [];
    const args = {
      stage,
      actions: { setWebpackConfig: (config: unknown) => set.push(config) },
      plugins: { banner: (options: unknown) => (banners.push(options), { banner: options }) },
    };
    addCompileHint(args as unknown as Args);
    return { set, banners };
  };

  it('adds the hint to every .js asset after Terser has dropped comments', () => {
    const { set, banners } = run('build-javascript');
    expect(set).toHaveLength(1);
    expect(banners).toEqual([{ banner: EAGER_COMPILE_HINT, raw: true, test: /\.js$/, stage: 401 }]);
  });

  it('leaves the server render and the development server alone', () => {
    expect(run('build-html').set).toEqual([]);
    expect(run('develop').set).toEqual([]);
  });
});
