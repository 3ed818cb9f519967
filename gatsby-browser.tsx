import type { GatsbyBrowser } from 'gatsby';
import { revealOnScroll } from './src/components/reveal-on-scroll';

export { wrapPageElement } from './src/components/wrap-page-element';

/** After every page render, first load included: arm the page's reveal-on-scroll blocks. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  revealOnScroll();
};
