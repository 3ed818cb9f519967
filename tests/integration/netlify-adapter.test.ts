import type { HeaderRoutes } from 'gatsby';
import { IMMUTABLE_CACHE_CONTROL, immutableHeaderRoutes } from '../../gatsby/netlify-adapter';

/**
 * The header routes Gatsby hands its Netlify adapter, built from Gatsby's own constants (the ones
 * this gatsby version uses), so a change of Gatsby's defaults shows here and in the build.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsbyDefaults = require('gatsby/dist/utils/adapter/constants') as Record<string, Array<{ key: string; value: string }>>;

const routes: HeaderRoutes = [
  { path: '/*', headers: gatsbyDefaults.MUST_REVALIDATE_HEADERS },
  { path: '/static/*', headers: gatsbyDefaults.PERMANENT_CACHE_CONTROL_HEADER },
  { path: '/app-0123456789abcdef0123.js', headers: gatsbyDefaults.PERMANENT_CACHE_CONTROL_HEADER },
];

describe('the header routes the adapter writes', () => {
  it('keeps only the immutable rules, spelled Cache-Control, and drops Gatsby’s "/*" catch-all', () => {
    expect(immutableHeaderRoutes(routes)).toEqual([
      { path: '/static/*', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }] },
      { path: '/app-0123456789abcdef0123.js', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }] },
    ]);
  });

  it('fails the build when Gatsby’s catch-all changes shape or another header appears', () => {
    const changed = [{ path: '/*', headers: [...gatsbyDefaults.MUST_REVALIDATE_HEADERS, { key: 'x-new', value: '1' }] }, ...routes.slice(1)];
    expect(() => immutableHeaderRoutes(changed)).toThrow('"/*" header route changed');
    expect(() => immutableHeaderRoutes(routes.slice(1))).toThrow('"/*" header route changed');
    const custom = [...routes, { path: '/about/', headers: [{ key: 'x-frame-options', value: 'SAMEORIGIN' }] }];
    expect(() => immutableHeaderRoutes(custom)).toThrow('not in gatsby-config `headers`');
  });
});
