import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { ProductsSection } from '../components/sections/products-section';
import { routes } from '../lib/routes';

const Page = ({ data }: PageProps<Queries.ProductsPageQuery>) => (
  <Layout>
    <ProductsSection content={data} asPage />
  </Layout>
);

export default Page;

export const query = graphql`
  query ProductsPage {
    ...ProductsSectionContent
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="AI Products"
    description="Eight AI products: data intelligence, no-code agents, social content trends, executive voice, conversational assistant, analytics, workflow automation and prediction."
    path={routes.products}
  />
);
