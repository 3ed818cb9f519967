import React from 'react';
import { graphql } from 'gatsby';
import { sectionPage } from '../components/section-page';
import { CtaCard } from '../components/page-parts';
import { pageHead } from '../components/page-head';
import { PortfolioSection } from '../components/sections/portfolio-section';
import { routes } from '../lib/routes';

export default sectionPage(
  (content: Queries.PortfolioPageQuery) => <PortfolioSection content={content} asPage />,
  <CtaCard heading="Want results like these?" label="Start Your AI Project" note="Free consultation available" href={routes.contact} />,
);

export const query = graphql`
  query PortfolioPage {
    ...PortfolioSectionContent
  }
`;

export const Head = pageHead({
  title: 'Portfolio',
  description: (company) => `AI applications ${company.name} has built for its clients, and the case studies of how each one was made.`,
  path: routes.portfolio,
});
