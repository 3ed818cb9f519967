import React from 'react';
import type { HeadFC } from 'gatsby';
import { ConsultationButton } from '../components/consultation-button';
import { Layout } from '../components/layout';
import { JsonLd } from '../components/json-ld';
import { Seo } from '../components/seo';
import { AboutSection } from '../components/sections/about-section';
import { ContactSection } from '../components/sections/contact-section';
import { HeroSection } from '../components/sections/hero-section';
import { PortfolioSection } from '../components/sections/portfolio-section';
import { ProductsSection } from '../components/sections/products-section';
import { SolutionsSection } from '../components/sections/solutions-section';
import { useSiteData } from '../components/use-site-data';
import { routes } from '../lib/routes';
import { homeJsonLd } from '../lib/structured-data';

const HomePage = () => (
  <Layout>
    <HeroSection />
    <AboutSection />
    <SolutionsSection consultationButton={<ConsultationButton />} />
    <ProductsSection />
    <PortfolioSection />
    <ContactSection />
  </Layout>
);

export default HomePage;

export const Head: HeadFC = () => {
  const { company } = useSiteData();
  return (
    <Seo title={`${company.name} | AI Solutions, Products and Consulting`} description={company.description} path={routes.home}>
      <JsonLd data={homeJsonLd(company)} />
    </Seo>
  );
};
