import React from 'react';
import type { HeadFC } from 'gatsby';
import { ConsultationButton } from '../components/consultation-button';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { SolutionsSection } from '../components/sections/solutions-section';
import { routes } from '../lib/routes';

const Page = () => (
  <Layout>
    <SolutionsSection asPage consultationButton={<ConsultationButton />} />
  </Layout>
);

export default Page;

export const Head: HeadFC = () => (
  <Seo
    title="AI Solutions"
    description="Industry AI for healthcare, government, SMB growth and enterprise modernization, plus twelve function solutions from consulting to memory-as-a-service."
    path={routes.solutions}
  />
);
