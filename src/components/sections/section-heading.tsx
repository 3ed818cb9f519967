import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, letterSpacing, lineHeight, space } from '../../styles/tokens';

const Wrap = styled.header`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto ${space(12)};
  h1 {
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    letter-spacing: ${letterSpacing.display};
  }
  h2 {
    font-size: ${fontSize.title};
    letter-spacing: ${letterSpacing.heading};
  }
  p {
    color: ${color.muted};
    font-size: ${fontSize.md};
  }
`;

/** Section title: an h2 on the home page, the page's h1 when the section is a page of its own. */
export const SectionHeading = ({
  title,
  intro,
  label,
  asPageTitle = false,
  id,
}: {
  title: ReactNode;
  intro?: ReactNode;
  label?: string;
  asPageTitle?: boolean;
  id?: string;
}) => (
  <Wrap>
    {label && <p className="eyebrow">{label}</p>}
    {asPageTitle ? <h1 id={id}>{title}</h1> : <h2 id={id}>{title}</h2>}
    {intro && <p>{intro}</p>}
  </Wrap>
);

/** Headings inside a section sit one level below its title: h3/h4 on the home page, h2/h3 on the section's own page. */
export const innerHeadings = (asPage: boolean) => (asPage ? ({ sub: 'h2', item: 'h3' } as const) : ({ sub: 'h3', item: 'h4' } as const));
