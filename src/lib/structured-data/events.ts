import { routes } from '../routes';
import { absoluteUrl } from '../seo-urls';
import { cardImage, day, graph, organizationRef, postalAddress, type JsonLdDocument, type JsonLdObject, type SiteFacts } from './graph';

export interface EventFacts {
  readonly title: string;
  readonly date: string;
  readonly location: string;
  readonly summary: string;
  /** The event's own page, a path on this site, or none. */
  readonly link?: string | null;
}

/** "Online" events are virtual; others take place at the named city. */
const isOnline = (location: string) => location.trim().toLowerCase() === 'online';

/** Events page: one Event per entry; the company takes part as a performer (it speaks or exhibits). */
export const eventsJsonLd = (site: SiteFacts, events: readonly EventFacts[]): JsonLdDocument =>
  graph(
    ...events.map((event): JsonLdObject => {
      const online = isOnline(event.location);
      const url = event.link ? (event.link.startsWith('/') ? absoluteUrl(site.siteUrl, event.link) : event.link) : undefined;
      return {
        '@type': 'Event',
        name: event.title,
        description: event.summary,
        startDate: day(event.date),
        url,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', url: url ?? absoluteUrl(site.siteUrl, routes.events) }
          : { '@type': 'Place', name: event.location, address: postalAddress(event.location) },
        image: cardImage(site, routes.events),
        performer: organizationRef(site),
      };
    }),
  );
