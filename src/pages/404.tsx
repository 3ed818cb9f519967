import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout';
import { PageHero } from '../components/page-parts';
import { Seo } from '../components/seo';
import { ActionRow, Container, Section } from '../components/ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../components/ui/button-link';
import { routes } from '../lib/routes';

const NotFoundPage = () => (
  <Layout>
    <PageHero badge="404" title="We couldn't find that page" intro="The link may be old or mistyped. These are good places to continue:" />
    <Section as="div">
      <Container>
        <ActionRow>
          <ButtonLink href={routes.home}>Go to the home page</ButtonLink>
          <SecondaryButtonLink href={routes.solutions}>Explore solutions</SecondaryButtonLink>
          <SecondaryButtonLink href={routes.products}>See our products</SecondaryButtonLink>
          <SecondaryButtonLink href={routes.contact}>Contact us</SecondaryButtonLink>
        </ActionRow>
      </Container>
    </Section>
  </Layout>
);

export default NotFoundPage;

export const Head: HeadFC = () => <Seo title="Page not found" description="This page does not exist." path="/404/" noindex />;
