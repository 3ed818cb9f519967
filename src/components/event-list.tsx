import React from 'react';
import styled from '@emotion/styled';
import { graphql, Link } from 'gatsby';
import { enumLabel } from '../lib/enum-labels';
import { EVENT_TYPE_ICONS } from '../lib/icons';
import { formatLongDate } from '../lib/dates';
import { color, fontSize, space } from '../styles/tokens';
import { Icon } from './icon';
import { Badge, Card, Grid } from './ui/primitives';

const EventCard = styled(Card)`
  display: grid;
  gap: ${space(2)};
  align-content: start;
  :is(h2, h3) {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

/**
 * The events schedule, rendered at build time from content/site/events.yaml: the events are in the
 * HTML, with no loading state.
 * Event titles are h2 on /events/ (right under the page's h1) and h3 in the newsroom's events block.
 * An event links to its own page in a new tab, to a page of this site (our own events: /contact/
 * to register), or, with no link in the content, not at all.
 */
/** What an event shows and what its structured data says: the list and the /events/ page's head read the same fields. */
export const eventFields = graphql`
  fragment EventFields on Event {
    title
    date
    location
    summary
    link
    type
  }
`;

/** The events, soonest first: each page showing the list spreads this fragment into its page query. */
export const eventListContent = graphql`
  fragment EventListContent on Query {
    allEvent(sort: { date: ASC }) {
      nodes {
        ...EventFields
      }
    }
  }
`;

type Props = { content: Queries.EventListContentFragment; headingLevel?: 'h2' | 'h3' };

export const EventList = ({ content: { allEvent }, headingLevel: Title = 'h3' }: Props) => {
  // Past events leave the list at build time (gatsby/node-apis/on-create-node.ts), so it can be empty.
  if (allEvent.nodes.length === 0) return <p data-no-events>No events are scheduled right now. Check back soon, or invite us to speak at yours.</p>;
  return (
    <Grid min="280px">
      {allEvent.nodes.map((event) => (
        <EventCard key={event.title} as="article" data-event>
          <div>
            <Badge>
              <Icon name={EVENT_TYPE_ICONS[enumLabel('EventType', event.type) as keyof typeof EVENT_TYPE_ICONS] ?? 'calendar'} />{' '}
              {enumLabel('EventType', event.type)}
            </Badge>
          </div>
          <p>
            <time dateTime={event.date}>{formatLongDate(event.date)}</time> · {event.location}
          </p>
          <Title>{event.title}</Title>
          <p>{event.summary}</p>
          {event.link?.startsWith('/') ? (
            <Link to={event.link}>
              Register your interest <span className="visually-hidden">in {event.title}</span>
            </Link>
          ) : event.link ? (
            <a href={event.link} target="_blank" rel="noopener noreferrer">
              Event Details <span className="visually-hidden">for {event.title} (opens in a new tab)</span>
            </a>
          ) : null}
        </EventCard>
      ))}
    </Grid>
  );
};
