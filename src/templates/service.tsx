import React from 'react';
import { graphql } from 'gatsby';
import { ServiceArticle } from '../components/articles/service-article';
import { entryPage } from '../components/entry-page';
import { entryHead } from '../components/entry-head';
import { JsonLd } from '../components/json-ld';
import { routes } from '../lib/routes';
import { serviceJsonLd } from '../lib/structured-data';

type Data = Queries.ServicePageQuery;
const serviceOf = (data: Data) => data.service;

export default entryPage(serviceOf, (service) => <ServiceArticle service={service} html={service.html} />);

// "Services" in the title: a service may share its name with a solution (AI Talent Augmentation), and titles must stay unique.
export const Head = entryHead(serviceOf, (service, company) => ({
  title: `${service.title} Services`,
  description: service.description,
  path: routes.service(service.slug),
  children: <JsonLd data={serviceJsonLd(company, service)} />,
}));

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
