import React from 'react';
import styled from '@emotion/styled';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { CtaCard } from '../components/page-parts';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { Badge, CheckList, Container, Grid, Section } from '../components/ui';
import { CardLink, LinkCard } from '../components/ui/card-link';
import { routes } from '../lib/routes';

const ServiceCard = styled(LinkCard)`
  h2 { margin: 0; font-size: 1.3rem; }
`;

const ServiceBadge = styled(Badge)`
  align-self: flex-start;
`;

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => (
  <Layout>
    <Section>
      <Container>
        <SectionHeading title="Professional Services" intro="Consulting, product development, automation, AI talent and startup investment." asPageTitle />
        <Grid min="280px">
          {data.allService.nodes.map((service) => (
            <ServiceCard key={service.slug} data-service-card>
              <ServiceBadge>{service.badge}</ServiceBadge>
              <h2>
                <CardLink to={routes.service(service.slug)}>{service.title}</CardLink>
              </h2>
              <p>{service.description}</p>
              <CheckList>
                {service.cardFeatures.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </CheckList>
            </ServiceCard>
          ))}
        </Grid>
      </Container>
    </Section>
    <CtaCard heading="Not sure which service fits?" label="Talk to Our Team" note="Free 15-minute consultation" href={routes.contact} />
  </Layout>
);

export default ServicesPage;

export const Head: HeadFC = () => (
  <Seo
    title="Services"
    description="AI consulting, product development, business automation, AI talent augmentation and startup investment from Aurelion AI."
    path={routes.services}
  />
);

export const query = graphql`
  query ServicesPage {
    allService(sort: { order: ASC }) {
      nodes { slug title badge description cardFeatures }
    }
  }
`;
