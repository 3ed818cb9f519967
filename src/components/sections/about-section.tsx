import React from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { fontSize, letterSpacing, space } from '../../styles/tokens';
import { StatTiles } from '../page-parts';
import { Card, Container, Grid, Section } from '../ui/primitives';
import { ContentIcon } from '../icon';
import { Reveal } from '../reveal';
import { innerHeadings, SectionHeading } from './section-heading';

/** A block under the section's stats: "Why Choose Us", "Our Core Values". */
const SubBlock = styled.section`
  margin-top: ${space(16)};
  > :is(h2, h3) {
    font-size: ${fontSize.xl};
    letter-spacing: ${letterSpacing.heading};
  }
  /* In the cards: the tile above the title, no margin under the last line. */
  .icon-tile {
    margin-bottom: ${space(3)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

type Point = { readonly title: string; readonly description: string; readonly icon?: string | null };

/** Short titled points (reasons to choose us, core values), one card each. */
const PointCards = ({ points, Title }: { points: ReadonlyArray<Point>; Title: 'h3' | 'h4' }) => (
  <Grid min="240px">
    {points.map((point) => (
      <Card key={point.title}>
        <ContentIcon value={point.icon} tile />
        <Title>{point.title}</Title>
        <p>{point.description}</p>
      </Card>
    ))}
  </Grid>
);

type Props = { content: Queries.AboutSectionContentFragment; asPage?: boolean };

/** What the about section shows: each page showing it spreads this fragment into its page query. */
export const aboutSectionContent = graphql`
  fragment AboutSectionContent on Query {
    homeContent {
      aboutHeading
      aboutIntro
      whyChooseUsHeading
      whyChooseUsText
      aboutStats {
        value
        label
        icon
      }
      coreValues {
        title
        description
        icon
      }
      reasons {
        title
        description
        icon
      }
    }
  }
`;

export const AboutSection = ({ content, asPage = false }: Props) => {
  const { homeContent } = content;
  if (!homeContent) return null;
  const { sub: Sub, item: Item } = innerHeadings(asPage);
  return (
    <Section id="about" aria-labelledby="about-heading" data-surface={asPage ? undefined : 'alt'}>
      <Container>
        <Reveal>
          <SectionHeading label="Who we are" id="about-heading" title={homeContent.aboutHeading} intro={homeContent.aboutIntro} asPageTitle={asPage} />
          <StatTiles stats={homeContent.aboutStats} label="Our track record" />
          <SubBlock aria-labelledby="why-heading">
            <p className="eyebrow">Why Choose Us</p>
            <Sub id="why-heading">{homeContent.whyChooseUsHeading}</Sub>
            <p>{homeContent.whyChooseUsText}</p>
            <PointCards points={homeContent.reasons} Title={Item} />
          </SubBlock>
          <SubBlock aria-labelledby="values-heading">
            <Sub id="values-heading">Our Core Values</Sub>
            <PointCards points={homeContent.coreValues} Title={Item} />
          </SubBlock>
        </Reveal>
      </Container>
    </Section>
  );
};
