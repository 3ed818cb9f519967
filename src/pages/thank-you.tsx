import React from 'react';
import { HeroPage } from '../components/hero-page';
import { pageHead } from '../components/page-head';
import { ActionRow } from '../components/ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../components/ui/button-link';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

/** Where the contact and consultation forms land when posted without JavaScript (Netlify Forms). */
const ThankYouPage = () => {
  const { company } = useSiteData();
  return (
    <HeroPage
      badge="Message received"
      title="Thank you — we have your message"
      intro={`${company.replyPromise} If it is urgent, write to us at ${company.email} or call ${company.phone}.`}
    >
      <ActionRow>
        <ButtonLink href={routes.home}>Back to the home page</ButtonLink>
        <SecondaryButtonLink href={routes.solutions}>Explore solutions</SecondaryButtonLink>
        <SecondaryButtonLink href={routes.contact}>Back to contact</SecondaryButtonLink>
      </ActionRow>
    </HeroPage>
  );
};

export default ThankYouPage;

export const Head = pageHead({
  title: 'Thank you',
  description: (company) => `Your message has reached ${company.name}. ${company.replyPromise}`,
  path: routes.thankYou,
  noindex: true,
});
