import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, fontWeight, gradient, letterSpacing, lineHeight, mq, radius, shadow, space } from '../styles/tokens';
import type { IconName } from '../lib/icons';
import { ContentIcon, Icon } from './icon';
import { Badge, Card, CheckList, Container, Muted, Section } from './ui/primitives';
import { ButtonLink } from './ui/button-link';

/** Building blocks shared by the content templates: hero, stat tiles, lists, call-to-action card. */

const HeroWrap = styled.div`
  padding: ${space(16)} 0 ${space(10)};
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

const Tiles = styled.dl`
  display: grid;
  gap: ${space(4)};
  /* As many equal columns as fit: six stats in one row on desktop, two per row on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  margin: 0;
  div {
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space(5)};
    text-align: center;
  }
  /* The stat's icon above its label, centred like the value. */
  dt {
    color: ${color.muted};
    font-size: ${fontSize.sm};
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space(1)};
  }
  dd {
    margin: 0 0 ${space(1)};
    font-size: ${fontSize.xl};
    font-weight: ${fontWeight.extrabold};
    letter-spacing: ${letterSpacing.heading};
    color: ${color.accentStrong};
  }
  /* Values one step larger from the md breakpoint (on a phone, "2-4 weeks" must fit its half-width tile). */
  ${mq.md} {
    dd {
      font-size: ${fontSize.xxl};
    }
  }
  /* value first visually, label second, while dt/dd stay in the right order for screen readers;
     packed at the top, so values line up across a row whatever their labels' length */
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
`;

type Stat = { readonly value: string; readonly label: string; readonly icon?: string | null };

export const StatTiles = ({ stats, label }: { stats: ReadonlyArray<Stat>; label: string }) => (
  <Tiles aria-label={label}>
    {stats.map((stat) => (
      <div key={stat.label}>
        <dt>
          <ContentIcon value={stat.icon} /> {stat.label}
        </dt>
        <dd>{stat.value}</dd>
      </div>
    ))}
  </Tiles>
);

export const ListBlock = ({ title, items, numbered = false, icon }: { title: string; items: ReadonlyArray<string>; numbered?: boolean; icon?: IconName }) => (
  <Card as="section">
    <BlockTitle>
      {icon && <Icon name={icon} tile />}
      {title}
    </BlockTitle>
    {numbered ? (
      <ol>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    ) : (
      <CheckList>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </CheckList>
    )}
  </Card>
);

const BlockTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  font-size: ${fontSize.xl};
`;

export const Blocks = styled.div`
  display: grid;
  gap: ${space(6)};
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const CtaWrap = styled(Card)`
  text-align: center;
  padding: ${space(10)} ${space(6)};
  background: ${gradient.wash}, ${color.surfaceRaised};
  h2 {
    font-size: ${fontSize.xl};
  }
`;

const CtaNote = styled(Muted)`
  margin: ${space(3)} 0 0;
`;

/** Every content page ends in a call to action leading to /contact/, a full page load. */
export const CtaCard = ({ heading, label, note, href }: { heading: string; label: string; note?: string | null; href: string }) => (
  <Section as="div">
    <Container>
      <CtaWrap as="section" aria-label={heading}>
        <h2>{heading}</h2>
        <ButtonLink href={href}>{label}</ButtonLink>
        {note && <CtaNote>{note}</CtaNote>}
      </CtaWrap>
    </Container>
  </Section>
);

/** Rendered Markdown body from a content file. */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: ${fontSize.md};
  h2 {
    margin-top: ${space(8)};
  }
  li {
    margin-bottom: ${space(1)};
  }
`;
