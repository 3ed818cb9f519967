import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Blocks, CtaCard, ListBlock, PageHero, Prose } from '../components/page-parts';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { Container, Section } from '../components/ui/primitives';
import { UI_ICONS } from '../lib/icons';
import { routes } from '../lib/routes';
import { serviceJsonLd } from '../lib/structured-data';

type Data = Queries.ServicePageQuery;

const ServicePage = ({ data }: PageProps<Data>) => {
  const service = data.service;
  if (!service) return null;
  return (
    <Layout>
      <PageHero badge={service.badge} title={service.title} intro={service.description} />
      <Section>
        <Container>
          <Prose dangerouslySetInnerHTML={{ __html: service.html }} />
          <Blocks>
            <ListBlock title="What We Offer" items={service.offerings} icon={UI_ICONS.features} />
            <ListBlock title="Key Benefits" items={service.benefits} icon={UI_ICONS.benefits} />
          </Blocks>
        </Container>
      </Section>
      <CtaCard heading={`Get started with ${service.title}`} label={service.cta.label} note={service.cta.note} href={routes.contact} />
    </Layout>
  );
};

export default ServicePage;

// "Services" in the title: a service may share its name with a solution (AI Talent Augmentation), and titles must stay unique.
export const Head = ({ data: { service } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  return service ? (
    <Seo title={`${service.title} Services`} description={service.description} path={routes.service(service.slug)}>
      <JsonLd data={serviceJsonLd(company, service)} />
    </Seo>
  ) : null;
};

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      slug
      title
      badge
      description
      offerings
      benefits
      cta {
        label
        note
      }
      html
    }
  }
`;
