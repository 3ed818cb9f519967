import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, mq, radius, space } from '../styles/tokens';
import { Badge, Card, CheckList, Container, Muted, Section } from './ui';
import { ButtonLink } from './ui/button-link';

/** Building blocks shared by the content templates: hero, stat tiles, lists, call-to-action card. */

const HeroWrap = styled.div`
  padding: ${space(16)} 0 ${space(10)};
  background: linear-gradient(180deg, ${color.surface} 0%, transparent 100%);
  h1 { font-size: clamp(2rem, 6vw, 3.25rem); margin-top: ${space(4)}; letter-spacing: -0.02em; }
  p { font-size: 1.15rem; color: ${color.muted}; max-width: 46rem; }
`;

export const PageHero = ({ badge, title, intro, children }: { badge?: string | null; title: string; intro?: string | null; children?: ReactNode }) => (
  <HeroWrap>
    <Container>
      {badge && <Badge>{badge}</Badge>}
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </Container>
  </HeroWrap>
);

const Tiles = styled.dl`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(2, 1fr);
  margin: 0;
  ${mq.md} { grid-template-columns: repeat(4, 1fr); }
  div { background: ${color.surface}; border: 1px solid ${color.border}; border-radius: ${radius.md}; padding: ${space(5)}; text-align: center; }
  dt { color: ${color.muted}; font-size: 0.95rem; }
  dd { margin: 0 0 ${space(1)}; font-size: 1.75rem; font-weight: 800; color: ${color.accentStrong}; }
  /* value first visually, label second, while dt/dd stay in the right order for screen readers */
  div { display: flex; flex-direction: column-reverse; }
`;

export const StatTiles = ({ stats, label }: { stats: ReadonlyArray<{ readonly value: string; readonly label: string }>; label: string }) => (
  <Tiles aria-label={label}>
    {stats.map((stat) => (
      <div key={stat.label}>
        <dt>{stat.label}</dt>
        <dd>{stat.value}</dd>
      </div>
    ))}
  </Tiles>
);

export const ListBlock = ({ title, items, numbered = false }: { title: string; items: ReadonlyArray<string>; numbered?: boolean }) => (
  <Card as="section">
    <h2>{title}</h2>
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

export const Blocks = styled.div`
  display: grid;
  gap: ${space(6)};
  ${mq.md} { grid-template-columns: repeat(2, 1fr); }
`;

const CtaWrap = styled(Card)`
  text-align: center;
  padding: ${space(10)} ${space(6)};
  background: ${color.surfaceRaised};
  h2 { font-size: 1.6rem; }
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
  font-size: 1.05rem;
  h2 { margin-top: ${space(8)}; }
  li { margin-bottom: ${space(1)}; }
`;
