import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { CtaCard } from '../components/page-parts';
import { Seo } from '../components/seo';
import { PortfolioSection } from '../components/sections/portfolio-section';
import { routes } from '../lib/routes';

const Page = ({ data }: PageProps<Queries.PortfolioPageQuery>) => (
  <Layout>
    <PortfolioSection content={data} asPage />
    <CtaCard heading="Want results like these?" label="Start Your AI Project" note="Free consultation available" href={routes.contact} />
  </Layout>
);

export default Page;

export const query = graphql`
  query PortfolioPage {
    ...PortfolioSectionContent
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="Portfolio"
    description="AI applications we built for education, HR, government procurement, e-commerce, visitor management, rental compliance, smart parking, media and marketing."
    path={routes.portfolio}
  />
);
