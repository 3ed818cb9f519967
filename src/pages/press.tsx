import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { PressReleaseCard } from '../components/press-list';
import { useSiteData } from '../hooks/use-site-data';
import { pageHead } from '../components/page-head';
import { SectionHeading } from '../components/sections/section-heading';
import { ClosingAction, Container, Grid, Section } from '../components/ui/primitives';
import { ButtonLink } from '../components/ui/button-link';
import { pressIndexOrder } from '../lib/press-order';
import { routes } from '../lib/routes';

const PressPage = ({ data }: PageProps<Queries.PressPageQuery>) => {
  const { company } = useSiteData();
  return (
    <Layout>
      <Section>
        <Container>
          <SectionHeading title="Press Releases" intro={`Announcements from ${company.name}. For media enquiries, visit our newsroom.`} asPageTitle />
          <Grid min="300px">
            {pressIndexOrder(data.allPressRelease.nodes).map((release) => (
              <PressReleaseCard key={release.slug} release={release} />
            ))}
          </Grid>
          <ClosingAction>
            <ButtonLink href={routes.contact}>Contact Us</ButtonLink>
          </ClosingAction>
        </Container>
      </Section>
    </Layout>
  );
};

export default PressPage;

export const Head = pageHead({
  title: 'Press Releases',
  description: (company) => `Press releases from ${company.name}: partnerships, product launches and company news from ${company.location}.`,
  path: routes.press,
});

export const query = graphql`
  query PressPage {
    allPressRelease(sort: [{ date: DESC }, { title: ASC }]) {
      nodes {
        ...PressReleaseCard
      }
    }
  }
`;
