import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { SolutionArticle } from '../components/articles/solution-article';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { solutionJsonLd } from '../lib/structured-data';

type Data = Queries.SolutionPageQuery;

const SolutionPage = ({ data }: PageProps<Data>) => {
  const solution = data.solution;
  if (!solution) return null;
  return (
    <Layout>
      <SolutionArticle solution={solution} html={solution.html ?? ''} />
    </Layout>
  );
};

export default SolutionPage;

export const Head = ({ data: { solution } }: HeadProps<Data>) => {
  const { company } = useSiteData();
  return solution ? (
    <Seo title={solution.name} description={solution.description} path={routes.solution(solution.slug)}>
      <JsonLd data={solutionJsonLd(company, solution)} />
    </Seo>
  ) : null;
};

export const query = graphql`
  query SolutionPage($id: String!) {
    solution(id: { eq: $id }) {
      slug
      kind
      name
      badge
      tagline
      description
      applications
      benefits
      useCases
      cta {
        label
        note
      }
      pricing {
        freeConsultationMinutes
        blockPriceUsd
        blockMinutes
        summary
      }
      process {
        title
        description
      }
      html
    }
  }
`;
