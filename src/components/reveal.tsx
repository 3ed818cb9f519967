import React, { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { REVEAL } from '../lib/timing';

/** Children beyond this many share the last delay, so long lists do not trail on. */
const MAX_STAGGERED = 6;

const staggerDelays = Array.from(
  { length: MAX_STAGGERED },
  (_, index) => `&[data-reveal='shown'] > *:nth-child(${index + 1}) { transition-delay: ${index * REVEAL.staggerMs}ms; }`,
).join('\n');

/**
 * Opacity and transform only: nothing moves in layout, so no layout shift. Without the
 * attribute (server HTML, no JavaScript, reduced motion, already on screen) nothing is hidden.
 */
const Wrap = styled.div`
  &[data-reveal='pending'] > * {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='shown'] > * {
    opacity: 1;
    transform: none;
    transition: opacity ${REVEAL.durationMs}ms ease-out, transform ${REVEAL.durationMs}ms ease-out;
    transition-delay: ${(MAX_STAGGERED - 1) * REVEAL.staggerMs}ms;
  }
  ${staggerDelays}
  @media (prefers-reduced-motion: reduce) {
    &[data-reveal] > * { opacity: 1; transform: none; transition: none; }
  }
  @media print {
    &[data-reveal] > * { opacity: 1; transform: none; }
  }
`;

type RevealState = 'static' | 'pending' | 'shown';

// useLayoutEffect warns during server rendering; there is nothing to measure there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const motionAllowed = (): boolean =>
  typeof window.IntersectionObserver === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Reveals its children once, staggered, when the block scrolls into view (spec §4). It hides
 * them only after hydration, only when motion is allowed and only when the block starts below
 * the fold; what the visitor already sees (or scrolled past) is never hidden.
 */
export const Reveal = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('static');

  // Layout effect: decided before the browser paints the hydrated page, so nothing flickers.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('pending');
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (state !== 'pending' || !element) return undefined;
    // 30% of a block taller than the viewport may never be visible at once: then ask for 30% of the viewport.
    const height = element.getBoundingClientRect().height || 1;
    const threshold = Math.min(REVEAL.threshold, (window.innerHeight * REVEAL.threshold) / height);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  return (
    <Wrap ref={ref} data-reveal={state === 'static' ? undefined : state}>
      {children}
    </Wrap>
  );
};
