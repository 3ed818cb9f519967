import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { ProductsSection } from '../components/sections/products-section';
import { routes } from '../lib/routes';

const Page = () => (
  <Layout>
    <ProductsSection asPage />
  </Layout>
);

export default Page;

export const Head: HeadFC = () => (
  <Seo
    title="AI Products"
    description="Eight AI products: data intelligence, no-code agents, social content trends, executive voice, conversational assistant, analytics, workflow automation and prediction."
    path={routes.products}
  />
);
