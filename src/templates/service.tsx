import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Blocks, CtaCard, ListBlock, PageHero, Prose } from '../components/page-parts';
import { Seo } from '../components/seo';
import { Container, Section } from '../components/ui';
import { routes } from '../lib/routes';

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
            <ListBlock title="What We Offer" items={service.offerings} />
            <ListBlock title="Key Benefits" items={service.benefits} />
          </Blocks>
        </Container>
      </Section>
      <CtaCard heading={`Get started with ${service.title}`} label={service.cta.label} note={service.cta.note} href={routes.contact} />
    </Layout>
  );
};

export default ServicePage;

export const Head = ({ data }: HeadProps<Data>) =>
  data.service ? <Seo title={data.service.title} description={data.service.description} path={routes.service(data.service.slug)} /> : null;

export const query = graphql`
  query ServicePage($id: String!) {
    service(id: { eq: $id }) {
      slug
      title
      badge
      description
      offerings
      benefits
      cta { label note }
      html
    }
  }
`;
