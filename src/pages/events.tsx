import React from 'react';
import type { HeadFC } from 'gatsby';
import { EventList } from '../components/event-list';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { ButtonLink, Container, Section } from '../components/ui';
import { routes } from '../lib/routes';

const EventsPage = () => (
  <Layout>
    <Section>
      <Container>
        <SectionHeading title="AI Events and Speaking Schedule" intro="Conferences, summits and workshops where you can meet the Aurelion AI team." asPageTitle />
        <EventList />
        <p style={{ textAlign: 'center', marginTop: '3rem' }}>
          <ButtonLink href={routes.contact}>Invite us to speak</ButtonLink>
        </p>
      </Container>
    </Section>
  </Layout>
);

export default EventsPage;

export const Head: HeadFC = () => (
  <Seo title="AI Events" description="Upcoming AI conferences, summits and workshops where Aurelion AI speaks, with dates, locations and event details." path={routes.events} />
);
