import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ProductArticle } from '../components/articles/product-article';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { productJsonLd } from '../lib/structured-data';

type Data = Queries.ProductPageQuery;

const ProductPage = ({ data }: PageProps<Data>) => {
  const product = data.product;
  if (!product) return null;
  return (
    <Layout>
      <ProductArticle product={product} html={product.html ?? ''} />
    </Layout>
  );
};

export default ProductPage;

export const Head = ({ data: { product } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  return product ? (
    <Seo title={product.name} description={product.description} path={routes.product(product.slug)}>
      <JsonLd data={productJsonLd(company, product)} />
    </Seo>
  ) : null;
};

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
