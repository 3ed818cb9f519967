import React from 'react';
import styled from '@emotion/styled';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { ContentIcon } from '../components/icon';
import { Layout } from '../components/layout';
import { CardTop } from '../components/card-top';
import { CtaCard } from '../components/page-parts';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { Badge, Card, CheckList, Container, Grid, Section } from '../components/ui';
import { routes } from '../lib/routes';
import { color, fontSize, space } from '../styles/tokens';

const ServiceCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  &:hover { border-color: ${color.accent}; }
  &:focus-within { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  h2 { margin: 0; font-size: ${fontSize.lg}; }
  h2 a { color: ${color.text}; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  h2 a:focus-visible { outline: none; }
  p { color: ${color.muted}; margin: 0; }
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
              <h2>
                <Link to={routes.service(service.slug)}>{service.title}</Link>
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
      nodes { slug title icon badge description cardFeatures }
    }
  }
`;
