import React from 'react';
import { HeroPage } from '../components/hero-page';
import { pageHead } from '../components/page-head';
import { ActionRow } from '../components/ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../components/ui/button-link';
import { routes } from '../lib/routes';

const NotFoundPage = () => (
  <HeroPage badge="404" title="We couldn't find that page" intro="The link may be old or mistyped. These are good places to continue:">
    <ActionRow>
      <ButtonLink href={routes.home}>Go to the home page</ButtonLink>
      <SecondaryButtonLink href={routes.solutions}>Explore solutions</SecondaryButtonLink>
      <SecondaryButtonLink href={routes.products}>See our products</SecondaryButtonLink>
      <SecondaryButtonLink href={routes.contact}>Contact us</SecondaryButtonLink>
    </ActionRow>
  </HeroPage>
);

export default NotFoundPage;

export const Head = pageHead({ title: 'Page not found', description: 'This page does not exist.', path: '/404/', noindex: true });
