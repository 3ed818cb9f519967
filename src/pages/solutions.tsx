import React from 'react';
import { graphql } from 'gatsby';
import { ConsultationButton } from '../components/consultation/button';
import { sectionPage } from '../components/section-page';
import { CtaCard, replyNote } from '../components/page-parts';
import { pageHead } from '../components/page-head';
import { SolutionsSection } from '../components/sections/solutions-section';
import { routes } from '../lib/routes';
import { useSiteData } from '../hooks/use-site-data';

/** The closing call to contact, with the reply time the company promises (content/site/company.yaml). */
const ContactCta = () => (
  <CtaCard heading="Ready to put AI to work?" label="Contact Us" note={replyNote(useSiteData().company.replyWithinHours)} href={routes.contact} />
);

export default sectionPage(
  (content: Queries.SolutionsPageQuery) => <SolutionsSection content={content} asPage consultationButton={<ConsultationButton />} />,
  <ContactCta />,
);

export const query = graphql`
  query SolutionsPage {
    ...SolutionsSectionContent
  }
`;

export const Head = pageHead({
  title: 'AI Solutions',
  description: (company) => `${company.name}'s AI solutions, by industry and by business function: what each one does and how it starts.`,
  path: routes.solutions,
});
