import { useEffect, useState } from 'react';
import { breakpoint } from '../../styles/tokens';

/** Marks content the floating launcher must never cover: the home page's hero, read on arrival. */
export const LAUNCHER_CLEAR_ATTRIBUTE = 'data-chat-launcher-clear';

/** The band at the bottom of the screen that the launcher occupies: its 60 px, its margin and some air. */
const LAUNCHER_BAND_PX = 100;

/**
 * Whether the launcher may show on the current page: false while content marked with
 * LAUNCHER_CLEAR_ATTRIBUTE reaches into the launcher's band at the bottom of the screen (on a
 * phone the hero fills the first screen, so the launcher waits until the visitor scrolls on).
 * From the tablet width up the hero's text leaves the launcher's corner free.
 */
export const useLauncherClear = (pathname: string): boolean => {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    const guarded = document.querySelector(`[${LAUNCHER_CLEAR_ATTRIBUTE}]`);
    const phone = window.matchMedia(`(max-width: ${breakpoint.md - 0.02}px)`).matches;
    if (!guarded || !phone || typeof IntersectionObserver === 'undefined') {
      setClear(true);
      return undefined;
    }
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      // The root shrinks to the bottom band: the content "intersects" while any of it is in the band.
      const rootMargin = `-${Math.max(0, window.innerHeight - LAUNCHER_BAND_PX)}px 0px 0px 0px`;
      observer = new IntersectionObserver(([entry]) => setClear(!entry.isIntersecting), { rootMargin });
      observer.observe(guarded);
    };
    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [pathname]);
  return clear;
};
