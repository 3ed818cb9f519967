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
  description: (company) => `${company.name}'s AI products: what each one does, who it is for and how to try it.`,
  path: routes.products,
});
