import { REVEAL } from '../lib/timing';
import { REVEAL_GROUP_ATTRIBUTE } from './reveal';

const motionAllowed = (): boolean => typeof window.IntersectionObserver === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** 30% of a block taller than the viewport may never be visible at once: then 30% of the viewport. */
const visibleShareToReveal = (blockHeight: number, viewportHeight: number): number =>
  Math.min(REVEAL.threshold, (viewportHeight * REVEAL.threshold) / Math.max(blockHeight, 1));

/**
 * Arms every reveal block of the page once: a block that starts below the fold is hidden
 * ("pending") and shown when enough of it scrolls into view. What the visitor already sees, or
 * scrolled past, is never hidden; with reduced motion or no IntersectionObserver nothing is.
 */
export const revealOnScroll = (): void => {
  if (!motionAllowed()) return;
  const blocks = [...document.querySelectorAll<HTMLElement>(`[${REVEAL_GROUP_ATTRIBUTE}]:not([data-reveal])`)];
  // Every box is read before any block is hidden: a read after a write makes the browser redo the
  // page's style and layout, once per block.
  const viewportHeight = window.innerHeight;
  const boxes = blocks.map((block) => block.getBoundingClientRect());
  blocks.forEach((block, index) => {
    const box = boxes[index];
    if (box.top < viewportHeight) return;
    block.setAttribute('data-reveal', 'pending');
    const threshold = visibleShareToReveal(box.height, viewportHeight);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) return;
        block.setAttribute('data-reveal', 'shown');
        observer.disconnect();
      },
      { threshold },
    );
    observer.observe(block);
  });
};
