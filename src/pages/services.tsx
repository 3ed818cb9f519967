import React from 'react';
import styled from '@emotion/styled';
import { graphql, type PageProps } from 'gatsby';
import { ContentIcon } from '../components/icon';
import { Layout } from '../components/layout';
import { CardTop } from '../components/card-top';
import { CheckListCardBody } from '../components/check-list-card-body';
import { CtaCard } from '../components/page-parts';
import { pageHead } from '../components/page-head';
import { SectionHeading } from '../components/sections/section-heading';
import { Badge, Container, Grid, Section } from '../components/ui/primitives';
import { CardLink, LinkCard } from '../components/ui/card-link';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { fontSize } from '../styles/tokens';

const ServiceCard = styled(LinkCard)`
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => (
  <Layout>
    <Section>
      <Container>
        <SectionHeading title="Professional Services" intro="Consulting, product development, automation, AI talent and startup investment." asPageTitle />
        <Grid min="280px">
          {data.allService.nodes.map((service) => (
            <ServiceCard key={service.slug} data-service-card>
              <CardTop>
                <ContentIcon value={service.icon} tile />
                <Badge>{service.badge}</Badge>
              </CardTop>
              <CheckListCardBody
                Heading="h2"
                heading={<CardLink to={routes.service(service.slug)}>{service.title}</CardLink>}
                text={service.description}
                items={service.cardFeatures}
              />
            </ServiceCard>
          ))}
        </Grid>
      </Container>
    </Section>
    <CtaCard heading="Not sure which service fits?" label="Talk to Our Team" note={useSiteData().company.consultationOffer} href={routes.contact} />
  </Layout>
);

export default ServicesPage;

export const Head = pageHead({
  title: 'Services',
  description: (company) => `Professional AI services from ${company.name}: consulting, product development, automation, AI talent and startup investment.`,
  path: routes.services,
});

export const query = graphql`
  query ServicesPage {
    allService(sort: { order: ASC }) {
      nodes {
        slug
        title
        icon
        badge
        description
        cardFeatures
      }
    }
  }
`;
