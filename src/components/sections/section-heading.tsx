import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, space } from '../../styles/tokens';

const Wrap = styled.header`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto ${space(12)};
  h2 { font-size: clamp(1.75rem, 5vw, 2.5rem); letter-spacing: -0.02em; }
  p { color: ${color.muted}; font-size: 1.1rem; }
`;

/** Section title: an h2 on the home page, the page's h1 when the section is a page of its own. */
export const SectionHeading = ({ title, intro, asPageTitle = false, id }: { title: ReactNode; intro?: ReactNode; asPageTitle?: boolean; id?: string }) => (
  <Wrap>
    {asPageTitle ? <h1 id={id}>{title}</h1> : <h2 id={id}>{title}</h2>}
    {intro && <p>{intro}</p>}
  </Wrap>
);

/** Headings inside a section sit one level below its title: h3/h4 on the home page, h2/h3 on the section's own page. */
export const innerHeadings = (asPage: boolean) => (asPage ? ({ sub: 'h2', item: 'h3' } as const) : ({ sub: 'h3', item: 'h4' } as const));
