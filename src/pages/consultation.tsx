import React from 'react';
import type { HeadFC } from 'gatsby';
import { ConsultationPageForm } from '../components/consultation/page-form';
import { Layout } from '../components/layout';
import { PageHero } from '../components/page-parts';
import { Seo } from '../components/seo';
import { Card, Container, Section } from '../components/ui/primitives';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

/** /consultation/: the consultation request on its own page (works without JavaScript). */
const ConsultationPage = () => {
  const { company } = useSiteData();
  return (
    <Layout>
      <PageHero
        badge="Free consultation"
        title={`Book a free ${company.freeConsultationMinutes}-minute consultation`}
        intro={`Tell us about your business and what you want to achieve with AI. All fields are required. We reply within ${company.replyWithinHours} hours.`}
      />
      <Section as="div">
        <Container>
          <Card>
            <ConsultationPageForm />
          </Card>
        </Container>
      </Section>
    </Layout>
  );
};

export default ConsultationPage;

export const Head: HeadFC = () => {
  const { company } = useSiteData();
  return (
    <Seo
      title="Book a free consultation"
      description={`Book a free ${company.freeConsultationMinutes}-minute AI consultation with ${company.name}: tell us about your business. ${company.replyPromise}`}
      path={routes.consultation}
    />
  );
};
