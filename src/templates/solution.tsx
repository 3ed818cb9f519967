import React from 'react';
import { graphql } from 'gatsby';
import { SolutionArticle } from '../components/articles/solution-article';
import { entryPage } from '../components/entry-page';
import { entryHead } from '../components/entry-head';
import { JsonLd } from '../components/json-ld';
import { routes } from '../lib/routes';
import { solutionJsonLd } from '../lib/structured-data';

type Data = Queries.SolutionPageQuery;
const solutionOf = (data: Data) => data.solution;

export default entryPage(solutionOf, (solution) => <SolutionArticle solution={solution} html={solution.html ?? ''} />);

export const Head = entryHead(solutionOf, (solution, company) => ({
  title: solution.name,
  description: solution.description,
  path: routes.solution(solution.slug),
  children: <JsonLd data={solutionJsonLd(company, solution)} />,
}));

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
