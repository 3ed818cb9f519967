import React, { type ReactNode } from 'react';
import { Layout } from './layout';
import { PageHero } from './page-parts';
import { Container, Section } from './ui/primitives';

interface HeroPageProps {
  badge: string;
  title: string;
  intro: string;
  /** What the page offers under its hero: a form, or where to go next. */
  children: ReactNode;
}

/** A one-off page that is a hero and one block under it (not found, thank you, consultation). */
export const HeroPage = ({ badge, title, intro, children }: HeroPageProps) => (
  <Layout>
    <PageHero badge={badge} title={title} intro={intro} />
    <Section as="div">
      <Container>{children}</Container>
    </Section>
  </Layout>
);
