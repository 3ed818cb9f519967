import React, { type ReactNode } from 'react';
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
    transition:
      opacity ${REVEAL.durationMs}ms ease-out,
      transform ${REVEAL.durationMs}ms ease-out;
    transition-delay: ${(MAX_STAGGERED - 1) * REVEAL.staggerMs}ms;
  }
  ${staggerDelays}
  @media (prefers-reduced-motion: reduce) {
    &[data-reveal] > * {
      opacity: 1;
      transform: none;
      transition: none;
    }
  }
  @media print {
    &[data-reveal] > * {
      opacity: 1;
      transform: none;
    }
  }
`;

export const REVEAL_GROUP_ATTRIBUTE = 'data-reveal-group';

/**
 * A block whose children enter, staggered, the first time it scrolls into view. It holds no React
 * state: revealOnScroll (src/browser/reveal-on-scroll.ts) drives it from the DOM after each page render.
 */
export const Reveal = ({ children }: { children: ReactNode }) => <Wrap {...{ [REVEAL_GROUP_ATTRIBUTE]: '' }}>{children}</Wrap>;
