/**
 * Addresses of the files made for crawlers and browsers (feed, icons, social cards), in one place:
 * the Head links to them and the build writes them (gatsby/seo-plugins.ts,
 * gatsby/node-apis/on-post-build.ts), so they always agree. The sitemap's, which no page names,
 * are in gatsby/lib/robots-txt.ts.
 */
export const seoFiles = {
  robots: '/robots.txt',
  rss: '/rss.xml',
  llms: '/llms.txt',
  manifest: '/site.webmanifest',
  faviconSvg: '/favicon.svg',
  faviconPng: '/favicon-32x32.png',
  appleTouchIcon: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
} as const;

/** The press feed's title, in the feed itself and in every page's link to it. */
export const pressFeedTitle = (companyName: string): string => `${companyName} press releases`;

/** Social card size recommended by Open Graph consumers and Twitter's summary_large_image. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `siteUrl` (content/site/company.yaml, no trailing slash) + a path starting with "/". */
export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;

/**
 * The generated social card of a page: "/" → "/og/home.png", "/solutions/healthcare/" →
 * "/og/solutions/healthcare.png". "/404/" and "/404.html" are the same page and share a card.
 */
export const ogImagePath = (pagePath: string): string => {
  const name = pagePath
    .split(/[?#]/)[0]
    .replace(/\.html$/, '')
    .replace(/^\/+|\/+$/g, '');
  return `/og/${name === '' ? 'home' : name}.png`;
};
