/**
 * The one place that decides the site's public origin, from which every absolute URL the build
 * writes is made (canonical, og:url, og:image, JSON-LD ids, the sitemap, robots.txt, rss.xml,
 * llms.txt).
 *
 * - On Netlify, `URL` is the site's main address (its primary domain) in every build context:
 *   deploy previews and branch deploys point their canonical links at production too, so a
 *   preview never competes with the real page. Their own address, DEPLOY_PRIME_URL, is not used.
 * - Elsewhere (a local build) `siteUrl` in content/site/company.yaml is the fallback.
 * - A production build (`CONTEXT=production`) refuses an origin on a reserved name that cannot
 *   exist on the internet, so a placeholder address never ships.
 */

import { isReservedHost } from '../../src/lib/reserved-hosts';

/** The build environment variables this module reads (Netlify sets both on every build). */
export interface OriginEnv {
  readonly URL?: string;
  readonly CONTEXT?: string;
}

export type OriginSource = 'URL' | 'siteUrl';

export type OriginResolution = { readonly ok: true; readonly origin: string; readonly source: OriginSource } | { readonly ok: false; readonly message: string };

const SOURCE_NAME: Record<OriginSource, string> = {
  URL: 'the URL environment variable',
  siteUrl: 'siteUrl in content/site/company.yaml',
};

const HOW_TO_SET =
  'Set the URL environment variable to the site’s public address (Netlify sets it to the primary domain: Domain management → set primary domain), or siteUrl in content/site/company.yaml.';

/** Netlify's production context; deploy-preview, branch-deploy and dev are the others. */
export const isProductionContext = (env: OriginEnv): boolean => env.CONTEXT?.trim() === 'production';

/**
 * The site's origin ("https://www.example.com", no trailing slash), or the reason it cannot be
 * used, naming the variable to set.
 */
export const resolveSiteOrigin = (env: OriginEnv, siteUrl: string | undefined): OriginResolution => {
  const fromEnv = env.URL?.trim();
  const source: OriginSource = fromEnv ? 'URL' : 'siteUrl';
  const raw = fromEnv || siteUrl?.trim();
  if (!raw) return { ok: false, message: `The site has no public address. ${HOW_TO_SET}` };

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: `${SOURCE_NAME[source]} is "${raw}", which is not an absolute URL. ${HOW_TO_SET}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: `${SOURCE_NAME[source]} is "${raw}"; the site's address must start with https://. ${HOW_TO_SET}` };
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return { ok: false, message: `${SOURCE_NAME[source]} is "${raw}"; it must be an origin only (scheme and host, no path). ${HOW_TO_SET}` };
  }
  if (isProductionContext(env) && isReservedHost(url.hostname)) {
    return {
      ok: false,
      message:
        `CONTEXT=production, but the site's address ${url.origin} (from ${SOURCE_NAME[source]}) is a reserved name that cannot exist on the internet: ` +
        `every canonical link, sitemap entry and feed would point there. ${HOW_TO_SET}`,
    };
  }
  return { ok: true, origin: url.origin, source };
};
