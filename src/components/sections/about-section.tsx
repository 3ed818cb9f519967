import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { StatTiles } from '../page-parts';
import { Card, Container, Grid, Section } from '../ui';
import { ContentIcon } from '../icon';
import { Reveal } from '../reveal';
import { StaticContent } from '../static-content';
import { innerHeadings, SectionHeading } from './section-heading';

type Props = { asPage?: boolean };

export const AboutSection = ({ asPage = false }: Props) => {
  const { homeContent } = useStaticQuery<Queries.AboutSectionQuery>(graphql`
    query AboutSection {
      homeContent {
        aboutHeading
        aboutIntro
        whyChooseUsHeading
        whyChooseUsText
        aboutStats { value label icon }
        coreValues { title description icon }
        reasons { title description icon }
      }
    }
  `);
  if (!homeContent) return null;
  const { sub: Sub, item: Item } = innerHeadings(asPage);
  return (
    <Section id="about" aria-labelledby="about-heading" data-surface={asPage ? undefined : 'alt'}>
      <StaticContent>
      <Container>
        <Reveal>
          <SectionHeading id="about-heading" title={homeContent.aboutHeading} intro={homeContent.aboutIntro} asPageTitle={asPage} />
          <StatTiles stats={homeContent.aboutStats} label="Our track record" />
          <section aria-labelledby="why-heading" style={{ marginTop: '4rem' }}>
            <p style={{ fontWeight: 700, marginBottom: '0.25rem' }}>Why Choose Us</p>
            <Sub id="why-heading" style={{ fontSize: '1.75rem' }}>{homeContent.whyChooseUsHeading}</Sub>
            <p>{homeContent.whyChooseUsText}</p>
            <Grid min="240px">
              {homeContent.reasons.map((reason) => (
                <Card key={reason.title}>
                  <ContentIcon value={reason.icon} tile />
                  <Item>{reason.title}</Item>
                  <p style={{ marginBottom: 0 }}>{reason.description}</p>
                </Card>
              ))}
            </Grid>
          </section>
          <section aria-labelledby="values-heading" style={{ marginTop: '4rem' }}>
            <Sub id="values-heading" style={{ fontSize: '1.75rem' }}>Our Core Values</Sub>
            <Grid min="240px">
              {homeContent.coreValues.map((value) => (
                <Card key={value.title}>
                  <ContentIcon value={value.icon} tile />
                  <Item>{value.title}</Item>
                  <p style={{ marginBottom: 0 }}>{value.description}</p>
                </Card>
              ))}
            </Grid>
          </section>
        </Reveal>
      </Container>
      </StaticContent>
    </Section>
  );
};
