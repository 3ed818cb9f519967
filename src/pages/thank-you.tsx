import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout';
import { PageHero } from '../components/page-parts';
import { Seo } from '../components/seo';
import { ActionRow, Container, Section } from '../components/ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../components/ui/button-link';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

/** Where the contact and consultation forms land when posted without JavaScript (Netlify Forms). */
const ThankYouPage = () => {
  const { company } = useSiteData();
  return (
    <Layout>
      <PageHero
        badge="Message received"
        title="Thank you — we have your message"
        intro={`${company.replyPromise} If it is urgent, write to us at ${company.email} or call ${company.phone}.`}
      />
      <Section as="div">
        <Container>
          <ActionRow>
            <ButtonLink href={routes.home}>Back to the home page</ButtonLink>
            <SecondaryButtonLink href={routes.solutions}>Explore solutions</SecondaryButtonLink>
            <SecondaryButtonLink href={routes.contact}>Back to contact</SecondaryButtonLink>
          </ActionRow>
        </Container>
      </Section>
    </Layout>
  );
};

export default ThankYouPage;

export const Head: HeadFC = () => {
  const { company } = useSiteData();
  return <Seo title="Thank you" description={`Your message has reached ${company.name}. ${company.replyPromise}`} path={routes.thankYou} noindex />;
};
