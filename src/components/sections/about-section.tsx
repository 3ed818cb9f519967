import React from 'react';
import styled from '@emotion/styled';
import { graphql, useStaticQuery } from 'gatsby';
import { space } from '../../styles/tokens';
import { StatTiles } from '../page-parts';
import { Card, Container, Grid, Section } from '../ui';
import { Reveal } from '../reveal';
import { StaticContent } from '../static-content';
import { innerHeadings, SectionHeading } from './section-heading';

const Part = styled.section`
  margin-top: ${space(16)};
  .part-title { font-size: 1.75rem; }
  .card-text { margin-bottom: 0; }
`;

const Eyebrow = styled.p`
  font-weight: 700;
  margin-bottom: ${space(1)};
`;

type Point = { readonly title: string; readonly description: string };

/** Short titled points (reasons to choose us, core values), one card each. */
const PointCards = ({ points, Title }: { points: ReadonlyArray<Point>; Title: 'h3' | 'h4' }) => (
  <Grid min="240px">
    {points.map((point) => (
      <Card key={point.title}>
        <Title>{point.title}</Title>
        <p className="card-text">{point.description}</p>
      </Card>
    ))}
  </Grid>
);

type Props = { asPage?: boolean };

export const AboutSection = ({ asPage = false }: Props) => {
  const { homeContent } = useStaticQuery<Queries.AboutSectionQuery>(graphql`
    query AboutSection {
      homeContent {
        aboutHeading
        aboutIntro
        aboutStats { value label }
        whyChooseUsHeading
        whyChooseUsText
        coreValues { title description }
        reasons { title description }
      }
    }
  `);
  if (!homeContent) return null;
  const { sub: Sub, item: Item } = innerHeadings(asPage);
  return (
    <Section id="about" aria-labelledby="about-heading">
      <StaticContent>
      <Container>
        <Reveal>
          <SectionHeading id="about-heading" title={homeContent.aboutHeading} intro={homeContent.aboutIntro} asPageTitle={asPage} />
          <StatTiles stats={homeContent.aboutStats} label="Our track record" />
          <Part aria-labelledby="why-heading">
            <Eyebrow>Why Choose Us</Eyebrow>
            <Sub id="why-heading" className="part-title">{homeContent.whyChooseUsHeading}</Sub>
            <p>{homeContent.whyChooseUsText}</p>
            <PointCards points={homeContent.reasons} Title={Item} />
          </Part>
          <Part aria-labelledby="values-heading">
            <Sub id="values-heading" className="part-title">Our Core Values</Sub>
            <PointCards points={homeContent.coreValues} Title={Item} />
          </Part>
        </Reveal>
      </Container>
      </StaticContent>
    </Section>
  );
};
