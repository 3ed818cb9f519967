import React from 'react';
import { graphql } from 'gatsby';
import { sectionPage } from '../components/section-page';
import { pageHead } from '../components/page-head';
import { ProductsSection } from '../components/sections/products-section';
import { routes } from '../lib/routes';

export default sectionPage((content: Queries.ProductsPageQuery) => <ProductsSection content={content} asPage />);

export const query = graphql`
  query ProductsPage {
    ...ProductsSectionContent
  }
`;

export const Head = pageHead({
  title: 'AI Products',
  description:
    'Eight AI products: data intelligence, no-code agents, social content trends, executive voice, conversational assistant, analytics, workflow automation and prediction.',
  path: routes.products,
});
