/**
 * Every internal path of the site, built in one place. The site's trailing-slash policy is
 * "always" (Gatsby `trailingSlash: 'always'`, Netlify pretty URLs): every page path ends in "/".
 */
export const routes = {
  home: '/',
  solutions: '/solutions/',
  services: '/services/',
  products: '/products/',
  portfolio: '/portfolio/',
  about: '/about/',
  contact: '/contact/',
  demo: '/contact/?demo=true',
  press: '/press/',
  newsroom: '/newsroom/',
  events: '/events/',
  auth: '/auth/',
  /** The consultation request as a page: the form that works without JavaScript. */
  consultation: '/consultation/',
  /** Where forms posted without JavaScript land (Netlify Forms shows this page). */
  thankYou: '/thank-you/',
  /** Site search as a page: `?q=` shows the same results as the header's search dialog. */
  search: '/search/',
  solution: (slug: string) => `/solutions/${slug}/`,
  service: (slug: string) => `/services/${slug}/`,
  product: (slug: string) => `/products/${slug}/`,
  caseStudy: (slug: string) => `/portfolio/${slug}/`,
  pressRelease: (slug: string) => `/press/${slug}/`,
  legal: (slug: string) => `/${slug}/`,
  /** A section of the home page. */
  homeSection: (anchor: string) => `/#${anchor}`,
} as const;

/**
 * Whether a link to href navigates inside the app (Gatsby's Link) instead of loading a whole
 * page. Paths of this site do, except the contact page, which is always a full page load in
 * either variant (/contact/ and /contact/?demo=true), and in-page anchors, which the browser
 * scrolls to. Other sites, mailto: and tel: are never in the app.
 */
export const navigatesInApp = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//') && !href.includes('#') && !href.startsWith(routes.contact);
