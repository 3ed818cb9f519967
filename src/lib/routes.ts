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
  solution: (slug: string) => `/solutions/${slug}/`,
  service: (slug: string) => `/services/${slug}/`,
  product: (slug: string) => `/products/${slug}/`,
  caseStudy: (slug: string) => `/portfolio/${slug}/`,
  pressRelease: (slug: string) => `/press/${slug}/`,
  legal: (slug: string) => `/${slug}/`,
  /** A section of the home page. */
  homeSection: (anchor: string) => `/#${anchor}`,
} as const;

/** Adds the trailing slash to a path written without one ("/about" → "/about/"), keeping query and hash. */
export const withTrailingSlash = (href: string): string => {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  if (path === '' || path.endsWith('/')) return href;
  return `${path}/${rest}`;
};
