import React from 'react';
import { CONSULTATION_COPY } from '../components/consultation/consultation-copy';
import { ConsultationPageForm } from '../components/consultation/page-form';
import { HeroPage } from '../components/hero-page';
import { pageHead } from '../components/page-head';
import { Card } from '../components/ui/primitives';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

/** /consultation/: the consultation request on its own page (works without JavaScript). */
const ConsultationPage = () => {
  const { company } = useSiteData();
  return (
    <HeroPage
      badge="Free consultation"
      title={CONSULTATION_COPY.title(company.freeConsultationMinutes)}
      intro={CONSULTATION_COPY.intro(company.replyWithinHours)}
    >
      <Card>
        <ConsultationPageForm />
      </Card>
    </HeroPage>
  );
};

export default ConsultationPage;

export const Head = pageHead({
  title: 'Book a free consultation',
  description: (company) =>
    `Book a free ${company.freeConsultationMinutes}-minute AI consultation with ${company.name}: tell us about your business. ${company.replyPromise}`,
  path: routes.consultation,
});
