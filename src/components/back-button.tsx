import React, { type MouseEvent } from 'react';
import { SecondaryButtonLink } from './ui/button-link';

/** True when the previous history entry is a page of this site, so going back stays on the site. */
const cameFromThisSite = (): boolean => {
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
};

/** "Back" that goes back in history, as the press and legal pages promise, falling back to a fixed page when there is no history here. */
export const BackButton = ({ fallback, children }: { fallback: string; children: string }) => {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromThisSite()) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <SecondaryButtonLink href={fallback} onClick={goBack}>
      ← {children}
    </SecondaryButtonLink>
  );
};
