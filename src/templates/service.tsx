import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ServiceArticle } from '../components/articles/service-article';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { serviceJsonLd } from '../lib/structured-data';

type Data = Queries.ServicePageQuery;

const ServicePage = ({ data }: PageProps<Data>) => {
  const service = data.service;
  if (!service) return null;
  return (
    <Layout>
      <ServiceArticle service={service} html={service.html} />
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
