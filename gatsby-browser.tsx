import type { GatsbyBrowser } from 'gatsby';

export { wrapPageElement } from './src/components/wrap-page-element';

/** Marks the page as interactive (React hydrated): end-to-end tests wait for it before clicking. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.setAttribute('data-hydrated', 'true');
};
