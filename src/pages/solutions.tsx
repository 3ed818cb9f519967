import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ConsultationButton } from '../components/consultation/button';
import { Layout } from '../components/layout';
import { CtaCard } from '../components/page-parts';
import { Seo } from '../components/seo';
import { SolutionsSection } from '../components/sections/solutions-section';
import { routes } from '../lib/routes';
import { useSiteData } from '../hooks/use-site-data';

const Page = ({ data }: PageProps<Queries.SolutionsPageQuery>) => (
  <Layout>
    <SolutionsSection content={data} asPage consultationButton={<ConsultationButton />} />
    <CtaCard
      heading="Ready to put AI to work?"
      label="Contact Us"
      note={`We reply within ${useSiteData().company.replyWithinHours} hours`}
      href={routes.contact}
    />
  </Layout>
);

export default Page;

export const query = graphql`
  query SolutionsPage {
    ...SolutionsSectionContent
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="AI Solutions"
    description="Industry AI for healthcare, government, SMB growth and enterprise modernization, plus twelve function solutions from consulting to memory-as-a-service."
    path={routes.solutions}
  />
);
