import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { CaseStudyArticle } from '../components/articles/case-study-article';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { caseStudyJsonLd } from '../lib/structured-data';

type Data = Queries.CaseStudyPageQuery;

const CaseStudyPage = ({ data }: PageProps<Data>) => {
  const item = data.portfolioItem;
  if (!item) return null;
  // The image data itself, read directly: importing gatsby-plugin-image's helpers would put the
  // plugin's module (its image component included) in this page's first load.
  const image = item.screenshot.childImageSharp?.gatsbyImageData;
  return (
    <Layout>
      <CaseStudyArticle item={item} image={image} />
    </Layout>
  );
};

export default CaseStudyPage;

export const Head = ({ data: { portfolioItem: item } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  const screenshot = item?.screenshot.childImageSharp?.gatsbyImageData;
  const screenshotPath = screenshot?.images.fallback?.src;
  return item ? (
    <Seo title={`${item.title} Case Study`} description={item.description} path={routes.caseStudy(item.slug)} type="article">
      <JsonLd data={caseStudyJsonLd(company, { ...item, screenshotPath })} />
    </Seo>
  ) : null;
};

export const query = graphql`
  query CaseStudyPage($id: String!) {
    portfolioItem(id: { eq: $id }) {
      ...CaseStudyBody
      slug
      badge
      tagline
      description
      url
      openSource
      sourceCodeUrl
      screenshot {
        childImageSharp {
          gatsbyImageData(width: 1100, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      metrics {
        value
        label
      }
    }
  }
`;
