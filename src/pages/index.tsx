import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ConsultationButton } from '../components/consultation/button';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { AboutSection } from '../components/sections/about-section';
import { ContactSection } from '../components/sections/contact-section';
import { HeroSection } from '../components/sections/hero-section';
import { PortfolioSection } from '../components/sections/portfolio-section';
import { ProductsSection } from '../components/sections/products-section';
import { SolutionsSection } from '../components/sections/solutions-section';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';
import { homeJsonLd } from '../lib/structured-data';

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => (
  <Layout>
    <HeroSection content={data} />
    <AboutSection content={data} />
    <SolutionsSection content={data} consultationButton={<ConsultationButton />} />
    <ProductsSection content={data} />
    <PortfolioSection content={data} />
    <ContactSection />
  </Layout>
);

export default HomePage;

// The sections' content comes with the page's data file: one request instead of one per section.
export const query = graphql`
  query HomePage {
    ...HeroSectionContent
    ...AboutSectionContent
    ...SolutionsSectionContent
    ...ProductsSectionContent
    ...PortfolioSectionContent
  }
`;

export const Head: HeadFC = () => {
  const { company } = useSiteData();
  return (
    <Seo title={`${company.name} | AI Solutions, Products and Consulting`} description={company.description} path={routes.home}>
      <JsonLd data={homeJsonLd(company)} />
    </Seo>
  );
};
