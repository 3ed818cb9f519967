import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, letterSpacing, lineHeight, mq, radius, shadow, space } from '../../styles/tokens';
import { Badge, Container } from '../ui/primitives';

/**
 * The hero that opens every content page: badge, title, intro, and optionally a visual and figures.
 * The section after it starts closer than sections do after one another: the hero's own bottom
 * padding already separates them, and the two paddings together left a band of empty space.
 */
const HeroWrap = styled.div`
  padding: ${space(16)} 0 ${space(10)};
  & + section {
    padding-top: ${space(8)};
  }
  background: linear-gradient(180deg, ${color.surface} 0%, transparent 100%);
  h1 {
    font-size: ${fontSize.display};
    line-height: ${lineHeight.tight};
    margin-top: ${space(4)};
    letter-spacing: ${letterSpacing.display};
  }
  p {
    font-size: ${fontSize.md};
    color: ${color.muted};
    max-width: 46rem;
  }
`;

/**
 * Text, then what the page adds (stat tiles), then the visual, one under the other on phones: the
 * visual comes last there so that the first screen is the page's own words (and its heading, not
 * an illustration still loading, is what a phone paints as the largest element). From 1024 px the
 * visual stands to the right of the text, the rest below both.
 */
const HeroLayout = styled.div`
  display: grid;
  gap: ${space(10)} ${space(8)};
  grid-template-areas: 'text' 'extra' 'visual';
  ${mq.lg} {
    grid-template-columns: 1.1fr 1fr;
    grid-template-areas: 'text visual' 'extra extra';
    align-items: center;
  }
`;

const HeroText = styled.div`
  grid-area: text;
`;

const HeroExtra = styled.div`
  grid-area: extra;
`;

const HeroVisual = styled.div`
  grid-area: visual;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.lg};
    border: 1px solid ${color.border};
    box-shadow: ${shadow.raised};
  }
`;

export const PageHero = ({
  badge,
  title,
  intro,
  visual,
  children,
}: {
  badge?: string | null;
  title: string;
  intro?: string | null;
  visual?: ReactNode;
  children?: ReactNode;
}) => {
  const text = (
    <HeroText>
      {badge && <Badge>{badge}</Badge>}
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </HeroText>
  );
  return (
    <HeroWrap>
      <Container>
        {visual ? (
          <HeroLayout>
            {text}
            {children && <HeroExtra>{children}</HeroExtra>}
            <HeroVisual>{visual}</HeroVisual>
          </HeroLayout>
        ) : (
          <>
            {text}
            {children}
          </>
        )}
      </Container>
    </HeroWrap>
  );
};
