import React from 'react';
import { graphql } from 'gatsby';
import { ConsultationButton } from '../components/consultation/button';
import { sectionPage } from '../components/section-page';
import { CtaCard } from '../components/page-parts';
import { pageHead } from '../components/page-head';
import { SolutionsSection } from '../components/sections/solutions-section';
import { routes } from '../lib/routes';

export default sectionPage(
  (content: Queries.SolutionsPageQuery) => <SolutionsSection content={content} asPage consultationButton={<ConsultationButton />} />,
  <CtaCard heading="Ready to put AI to work?" label="Contact Us" note="We reply within 24 hours" href={routes.contact} />,
);

export const query = graphql`
  query SolutionsPage {
    ...SolutionsSectionContent
  }
`;

export const Head = pageHead({
  title: 'AI Solutions',
  description:
    'Industry AI for healthcare, government, SMB growth and enterprise modernization, plus twelve function solutions from consulting to memory-as-a-service.',
  path: routes.solutions,
});
