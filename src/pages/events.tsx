import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { EventList } from '../components/event-list';
import { JsonLd } from '../components/json-ld';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { useSiteData } from '../hooks/use-site-data';
import { ClosingAction, Container, Section } from '../components/ui/primitives';
import { ButtonLink } from '../components/ui/button-link';
import { routes } from '../lib/routes';
import { eventsJsonLd } from '../lib/structured-data';

const EventsPage = ({ data }: PageProps<Queries.EventsPageQuery>) => (
  <Layout>
    <Section>
      <Container>
        <SectionHeading
          title="AI Events and Speaking Schedule"
          intro={`Conferences, summits and workshops where you can meet the ${useSiteData().company.name} team.`}
          asPageTitle
        />
        <EventList content={data} headingLevel="h2" />
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
      description={`Upcoming AI conferences, summits and workshops where ${company.name} speaks, with dates, locations and event details.`}
      path={routes.events}
    >
      <JsonLd data={eventsJsonLd(company, data.allEvent.nodes)} />
    </Seo>
  );
};

/** The visible list and the Head's structured data read the same events. */
export const query = graphql`
  query EventsPage {
    ...EventListContent
  }
`;
