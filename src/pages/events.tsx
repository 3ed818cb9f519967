import React from 'react';
import { graphql, type HeadProps } from 'gatsby';
import { EventList } from '../components/event-list';
import { JsonLd } from '../components/json-ld';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { useSiteData } from '../components/use-site-data';
import { ClosingAction, Container, Section } from '../components/ui';
import { ButtonLink } from '../components/ui/button-link';
import { routes } from '../lib/routes';
import { eventsJsonLd } from '../lib/structured-data';

const EventsPage = () => (
  <Layout>
    <Section>
      <Container>
        <SectionHeading
          title="AI Events and Speaking Schedule"
          intro="Conferences, summits and workshops where you can meet the Aurelion AI team."
          asPageTitle
        />
        <EventList headingLevel="h2" />
        <ClosingAction>
          <ButtonLink href={routes.contact}>Invite us to speak</ButtonLink>
        </ClosingAction>
      </Container>
    </Section>
  </Layout>
);

export default EventsPage;

export const Head = ({ data }: HeadProps<Queries.EventsPageQuery>) => {
  const { company } = useSiteData();
  return (
    <Seo
      title="AI Events"
      description="Upcoming AI conferences, summits and workshops where Aurelion AI speaks, with dates, locations and event details."
      path={routes.events}
    >
      <JsonLd data={eventsJsonLd(company, data.allEvent.nodes)} />
    </Seo>
  );
};

/** For the Head's structured data; the visible list queries the same events itself (EventList is shared with the newsroom). */
export const query = graphql`
  query EventsPage {
    allEvent(sort: { date: ASC }) {
      nodes {
        ...EventFields
      }
    }
  }
`;
