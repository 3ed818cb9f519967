import React from 'react';
import { graphql } from 'gatsby';
import { ProductArticle } from '../components/articles/product-article';
import { entryPage } from '../components/entry-page';
import { entryHead } from '../components/entry-head';
import { JsonLd } from '../components/json-ld';
import { routes } from '../lib/routes';
import { productJsonLd } from '../lib/structured-data';

type Data = Queries.ProductPageQuery;
const productOf = (data: Data) => data.product;

export default entryPage(productOf, (product) => <ProductArticle product={product} html={product.html ?? ''} />);

export const Head = entryHead(productOf, (product, company) => ({
  title: product.name,
  description: product.description,
  path: routes.product(product.slug),
  children: <JsonLd data={productJsonLd(company, product)} />,
}));

export const query = graphql`
  query ProductPage($id: String!) {
    product(id: { eq: $id }) {
      slug
      name
      category
      badge
      tagline
      description
      stats {
        value
        label
      }
      features
      benefits
      useCases
      specs {
        heading
        items
      }
      agentBundles {
        name
        agents
      }
      platforms
      cta {
        label
        note
      }
      html
    }
  }
`;
