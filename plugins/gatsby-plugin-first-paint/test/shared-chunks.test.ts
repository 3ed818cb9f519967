import { GATSBY_SHARED_CACHE_GROUP, keepSharedModulesInTemplates } from '../lib/shared-chunks';

type Args = Parameters<typeof keepSharedModulesInTemplates>[0];

/** The webpack tweak against the shape of Gatsby's own config: applied to its `shared` group, and a loud stop once that group is gone. */
describe("Gatsby's shared cache group", () => {
  const run = (stage: string, cacheGroups: Record<string, unknown>) => {
    const set: unknown[] = [];
    const args = {
      stage,
      actions: { setWebpackConfig: (config: unknown) => set.push(config) },
      getConfig: () => ({ optimization: { splitChunks: { cacheGroups } } }),
    };
    keepSharedModulesInTemplates(args as unknown as Args);
    return set;
  };

  it('keeps shared modules under 150 KB of source in the templates’ chunks, in the browser bundles’ build only', () => {
    expect(run('build-javascript', { [GATSBY_SHARED_CACHE_GROUP]: { minSize: 0 } })).toEqual([
      { optimization: { splitChunks: { cacheGroups: { [GATSBY_SHARED_CACHE_GROUP]: { minSize: 150_000 } } } } },
    ]);
    expect(run('build-html', {})).toEqual([]);
  });

  it('stops the build naming the internal when Gatsby no longer has the group', () => {
    expect(() => run('build-javascript', { framework: {} })).toThrow(/optimization\.splitChunks\.cacheGroups\.shared/);
  });
});
