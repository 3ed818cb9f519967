import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { revealOnScroll } from './src/browser/reveal-on-scroll';
import { recordHistoryEntry } from './src/browser/site-history';
import { GATSBY_FOCUS_WRAPPER_ID } from './src/lib/gatsby-markup';
import { HEADER_CONTROLS, setHeaderState } from './src/lib/header-controls';

export { wrapPageElement } from './src/components/wrap-page-element';

/**
 * After every page render, first load included: arm the page's reveal-on-scroll blocks. After a
 * client-side navigation (back and forward included) the menu is closed and the bar frosted for
 * where the new page is scrolled; on the first load the visitor's own state is kept. Each history
 * entry is recorded as reached from this site or not, for the "Back to …" buttons.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  revealOnScroll();
  recordHistoryEntry(Boolean(prevLocation));
  if (prevLocation) setHeaderState(HEADER_CONTROLS, window, document, false);
};

/**
 * Hydrates the first page as a transition. Gatsby's own hydrateRoot runs at React's default
 * priority, which hydrates the whole page in one uninterrupted task: hundreds of milliseconds on
 * a phone, with every tap and scroll waiting behind it. As a transition, React hydrates in slices
 * of a few milliseconds and gives the main thread back in between; a tap on a part not hydrated
 * yet makes React hydrate it at once, then handles the tap. A page whose server HTML has no
 * content (Gatsby's focus wrapper is empty) is rendered from scratch instead, as Gatsby does.
 */
const hydrateAsTransition = (element: ReactElement, container: Element): void => {
  if (!document.getElementById(GATSBY_FOCUS_WRAPPER_ID)?.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

// Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby still declares React 17's legacy
// render signature there, and ignores what the function returns.
// Production only: the development server also mounts its loading indicator through this function,
// after the page has rendered, which it would then try to hydrate (React's hydration error overlay).
export const replaceHydrateFunction = process.env.NODE_ENV === 'production' ? () => hydrateAsTransition : undefined;
