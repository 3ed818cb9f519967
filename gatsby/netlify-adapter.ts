import type { HeaderRoutes, IAdapter } from 'gatsby';
import createNetlifyAdapter from 'gatsby-adapter-netlify';

/**
 * Gatsby's Netlify adapter, chosen here rather than installed by Netlify at deploy, so local
 * builds, CI and Netlify build the same public/. It writes Gatsby's header routes into
 * public/_headers; of those, only its immutable caching of content-hashed files is kept.
 * Gatsby always adds a "/*" route (revalidating Cache-Control, X-XSS-Protection: 1; mode=block,
 * X-Content-Type-Options, Referrer-Policy, X-Frame-Options) that its `headers` option cannot
 * remove: Netlify applies every matching rule and joins a header two rules set, so that route
 * would give every hashed bundle a second, contradicting Cache-Control and double every security
 * header netlify.toml owns. The table of owners is in docs/OPERATORS.md.
 */

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Gatsby's catch-all route as this code knows it; any other shape is a change to decide on, not to pass through. */
const GATSBY_CATCH_ALL: Record<string, string> = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'x-xss-protection': '1; mode=block',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const sameHeaders = (headers: ReadonlyArray<{ key: string; value: string }>, expected: Record<string, string>): boolean =>
  headers.length === Object.keys(expected).length && headers.every(({ key, value }) => expected[key] === value);

/**
 * The header routes the adapter may write: every route that only makes a file immutable. Throws,
 * naming the route, on the catch-all in a shape other than Gatsby's known one, on a missing
 * catch-all, and on any route setting another header, so a change in Gatsby fails the build.
 */
export const immutableHeaderRoutes = (headerRoutes: HeaderRoutes): HeaderRoutes => {
  const catchAll = headerRoutes.filter((route) => route.path === '/*');
  if (catchAll.length !== 1 || !sameHeaders(catchAll[0].headers, GATSBY_CATCH_ALL)) {
    throw new Error(
      `Gatsby's "/*" header route changed (now: ${JSON.stringify(catchAll)}); gatsby/netlify-adapter.ts drops the one it knows. ` +
        'Decide which file owns each of its headers (docs/OPERATORS.md) and update the adapter wrapper.',
    );
  }
  const others = headerRoutes.filter((route) => route.path !== '/*');
  const unexpected = others.filter((route) => !sameHeaders(route.headers, { 'cache-control': IMMUTABLE_CACHE_CONTROL }));
  if (unexpected.length > 0) {
    throw new Error(
      `Gatsby's header routes set headers that netlify.toml or the build's _headers own: ${JSON.stringify(unexpected.slice(0, 3))}. ` +
        'Set headers in netlify.toml (static) or gatsby/build-steps/csp-headers.ts (per page), not in gatsby-config `headers`.',
    );
  }
  // One spelling per header name across all rules: netlify build warns when a name appears in two letter cases.
  return others.map((route) => ({ ...route, headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }] }));
};

/**
 * The adapter, with Netlify's Image CDN off (images are resized at build by gatsby-plugin-sharp)
 * and no datastore split: there is no engine function to split it from (no SSR or DSG page).
 */
export const netlifyAdapter = (): IAdapter => {
  const adapter = createNetlifyAdapter({ imageCDN: false, excludeDatastoreFromEngineFunction: false });
  return { ...adapter, adapt: (context) => adapter.adapt({ ...context, headerRoutes: immutableHeaderRoutes(context.headerRoutes) }) };
};
