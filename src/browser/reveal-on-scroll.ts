import { REVEAL } from '../lib/timing';
import { REVEAL_GROUP_ATTRIBUTE } from '../components/reveal';

const motionAllowed = (): boolean => typeof window.IntersectionObserver === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** 30% of a block taller than the viewport may never be visible at once: then 30% of the viewport. */
const visibleShareToReveal = (blockHeight: number, viewportHeight: number): number =>
  Math.min(REVEAL.threshold, (viewportHeight * REVEAL.threshold) / Math.max(blockHeight, 1));

/** The observer reports every whole percent of a block in view up to the largest share needed. */
const VISIBLE_SHARES = Array.from({ length: Math.round(REVEAL.threshold * 100) + 1 }, (_, percent) => percent / 100);

/**
 * Arms every reveal block of the page once: a block that starts below the fold is hidden
 * ("pending") and shown when enough of it scrolls into view. What the visitor already sees, or
 * scrolled past, is never hidden; with reduced motion or no IntersectionObserver nothing is.
 */
export const revealOnScroll = (): void => {
  if (!motionAllowed()) return;
  const blocks = [...document.querySelectorAll<HTMLElement>(`[${REVEAL_GROUP_ATTRIBUTE}]:not([data-reveal])`)];
  // Every position is read before any block is hidden: a read after a write makes the browser
  // redo the page's style and layout, once per block.
  const viewportHeight = window.innerHeight;
  const tops = blocks.map((block) => block.getBoundingClientRect().top);
  blocks.forEach((block, index) => {
    if (tops[index] < viewportHeight) return;
    block.setAttribute('data-reveal', 'pending');
    // The share to wait for depends on the block's height, known once it is laid out near the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.some(
          (entry) =>
            entry.isIntersecting &&
            entry.intersectionRatio >= visibleShareToReveal(entry.boundingClientRect.height, entry.rootBounds?.height ?? window.innerHeight),
        );
        if (!shown) return;
        block.setAttribute('data-reveal', 'shown');
        observer.disconnect();
      },
      { threshold: VISIBLE_SHARES },
    );
    observer.observe(block);
  });
};
