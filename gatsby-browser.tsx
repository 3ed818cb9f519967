import type { GatsbyBrowser } from 'gatsby';
import { recordPageView } from './src/browser/page-views';
import { revealOnScroll } from './src/browser/reveal-on-scroll';
import { recordHistoryEntry } from './src/browser/site-history';
import { HEADER_CONTROLS, setHeaderState } from './src/lib/header-controls';

export { wrapPageElement } from './src/components/wrap-page-element';

/**
 * After every page render, first load included: arm the page's reveal-on-scroll blocks. After a
 * client-side navigation (back and forward included) the menu is closed and the bar frosted for
 * where the new page is scrolled; on the first load the visitor's own state is kept. Each history
 * entry is recorded as reached from this site or not, for the "Back to …" buttons, and the page
 * view is counted in the visit's attribution (sent only with a lead).
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  revealOnScroll();
  recordHistoryEntry(Boolean(prevLocation));
  recordPageView(Boolean(prevLocation));
  if (prevLocation) setHeaderState(HEADER_CONTROLS, window, document, false);
};
