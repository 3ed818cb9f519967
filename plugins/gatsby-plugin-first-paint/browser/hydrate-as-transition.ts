import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { GATSBY_FOCUS_WRAPPER_ID } from './gatsby-page-wrapper';

/**
 * Hydrates the first page as a transition. Gatsby's own hydrateRoot runs at React's default
 * priority: the whole page in one uninterrupted task, hundreds of milliseconds on a phone, with
 * every tap waiting behind it. As a transition React hydrates in slices of about 5 ms and gives
 * the main thread back in between; a tap on a part not hydrated yet makes React hydrate that part
 * at once, then handle the tap. A page with no server HTML is rendered from scratch, as Gatsby does.
 */
export const hydrateAsTransition = (element: ReactElement, container: Element): void => {
  if (!document.getElementById(GATSBY_FOCUS_WRAPPER_ID)?.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
