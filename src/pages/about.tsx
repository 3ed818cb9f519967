import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { CtaCard } from '../components/page-parts';
import { useSiteData } from '../hooks/use-site-data';
import { Seo } from '../components/seo';
import { AboutSection } from '../components/sections/about-section';
import { routes } from '../lib/routes';

const Page = ({ data }: PageProps<Queries.AboutPageQuery>) => (
  <Layout>
    <AboutSection content={data} asPage />
    <CtaCard heading="Let’s simplify AI for your business" label="Contact Us" note={useSiteData().company.consultationOffer} href={routes.contact} />
  </Layout>
);

export default Page;

export const query = graphql`
  query AboutPage {
    ...AboutSectionContent
  }
`;

/** The about page is described by its own words (why choose us), the home page by the company's description. */
export const Head: HeadFC<Queries.AboutPageQuery> = ({ data }) => {
  const { company } = useSiteData();
  const { whyChooseUsHeading, whyChooseUsText } = data.homeContent ?? {};
  const description = whyChooseUsHeading && whyChooseUsText ? `${whyChooseUsHeading}: ${whyChooseUsText}` : company.description;
  return <Seo title="About Us" description={description} path={routes.about} />;
};
