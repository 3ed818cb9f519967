import { enumLabel } from './content-types';
import { routes } from './routes';
import { absoluteUrl, ogImagePath, OG_IMAGE_SIZE, seoFiles } from './seo-urls';

/**
 * schema.org structured data (JSON-LD) for each kind of page, built by pure functions from content.
 * Each page emits one document whose @graph holds its nodes; nodes refer to the company by @id.
 */

export type JsonLdValue = string | number | boolean | JsonLdObject | readonly JsonLdValue[];
export interface JsonLdObject {
  readonly [key: string]: JsonLdValue | undefined;
}
export interface JsonLdDocument {
  readonly '@context': 'https://schema.org';
  readonly '@graph': readonly JsonLdObject[];
}

/** Company facts from content/site/company.yaml. */
export interface SiteFacts {
  readonly name: string;
  readonly legalName: string;
  readonly siteUrl: string;
  readonly description: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string;
}

interface Crumb {
  name: string;
  path: string;
}

/**
 * Content dates are days; GraphQL's Date field may hand them over as midnight UTC ("2025-07-29T00:00:00.000Z").
 * Keep the day only, so an event in Dallas is not announced as starting the evening before.
 */
const day = (date: string): string => date.slice(0, 10);

const graph = (...nodes: JsonLdObject[]): JsonLdDocument => ({ '@context': 'https://schema.org', '@graph': nodes });

const organizationId = (site: SiteFacts) => absoluteUrl(site.siteUrl, '/#organization');

const logo = (site: SiteFacts): JsonLdObject => ({ '@type': 'ImageObject', url: absoluteUrl(site.siteUrl, seoFiles.icon512), width: 512, height: 512 });

const cardImage = (site: SiteFacts, path: string): JsonLdObject => ({
  '@type': 'ImageObject',
  url: absoluteUrl(site.siteUrl, ogImagePath(path)),
  width: OG_IMAGE_SIZE.width,
  height: OG_IMAGE_SIZE.height,
});

/** "Dallas, TX, United States" → locality, region, country; shorter forms fill what they have. */
export const postalAddress = (location: string): JsonLdObject => {
  const [addressLocality, addressRegion, addressCountry] = location.split(',').map((part) => part.trim());
  return { '@type': 'PostalAddress', addressLocality, addressRegion, addressCountry };
};

/** The company, in full on the home page. */
export const organization = (site: SiteFacts): JsonLdObject => ({
  '@type': 'Organization',
  '@id': organizationId(site),
  name: site.name,
  legalName: site.legalName,
  url: absoluteUrl(site.siteUrl, routes.home),
  logo: logo(site),
  description: site.description,
  email: site.email,
  telephone: site.phone,
  address: postalAddress(site.location),
});

/** The company as author, publisher or provider on other pages: enough to stand alone, same @id. */
const organizationRef = (site: SiteFacts): JsonLdObject => ({
  '@type': 'Organization',
  '@id': organizationId(site),
  name: site.name,
  url: absoluteUrl(site.siteUrl, routes.home),
  logo: logo(site),
});

export const breadcrumbList = (site: SiteFacts, crumbs: readonly Crumb[]): JsonLdObject => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(site.siteUrl, crumb.path),
  })),
});

const trail = (site: SiteFacts, section: Crumb, page: Crumb) => breadcrumbList(site, [{ name: 'Home', path: routes.home }, section, page]);

/** Home page: the company and the web site. */
export const homeJsonLd = (site: SiteFacts): JsonLdDocument =>
  graph(organization(site), {
    '@type': 'WebSite',
    '@id': absoluteUrl(site.siteUrl, '/#website'),
    url: absoluteUrl(site.siteUrl, routes.home),
    name: site.name,
    description: site.description,
    inLanguage: 'en',
    publisher: { '@id': organizationId(site) },
  });

const serviceNode = (site: SiteFacts, path: string, name: string, description: string, serviceType: string): JsonLdObject => ({
  '@type': 'Service',
  '@id': absoluteUrl(site.siteUrl, `${path}#service`),
  name,
  description,
  serviceType,
  url: absoluteUrl(site.siteUrl, path),
  image: cardImage(site, path),
  provider: organizationRef(site),
  areaServed: 'United States',
});

export const solutionJsonLd = (
  site: SiteFacts,
  solution: { readonly slug: string; readonly name: string; readonly description: string; readonly kind: string },
): JsonLdDocument => {
  const path = routes.solution(solution.slug);
  const kind = enumLabel('SolutionKind', solution.kind) === 'industry' ? 'Industry AI solution' : 'AI solution';
  return graph(
    serviceNode(site, path, solution.name, solution.description, kind),
    trail(site, { name: 'Solutions', path: routes.solutions }, { name: solution.name, path }),
  );
};

export const serviceJsonLd = (site: SiteFacts, service: { readonly slug: string; readonly title: string; readonly description: string }): JsonLdDocument => {
  const path = routes.service(service.slug);
  return graph(
    serviceNode(site, path, service.title, service.description, service.title),
    trail(site, { name: 'Services', path: routes.services }, { name: service.title, path }),
  );
};

export const productJsonLd = (
  site: SiteFacts,
  product: {
    readonly slug: string;
    readonly name: string;
    readonly description: string;
    readonly category: string;
    readonly features: readonly string[];
    readonly platforms?: readonly string[] | null;
  },
): JsonLdDocument => {
  const path = routes.product(product.slug);
  return graph(
    {
      '@type': 'SoftwareApplication',
      '@id': absoluteUrl(site.siteUrl, `${path}#software`),
      name: product.name,
      description: product.description,
      url: absoluteUrl(site.siteUrl, path),
      image: cardImage(site, path),
      applicationCategory: 'BusinessApplication',
      applicationSubCategory: product.category,
      // Products without a platform list are delivered as web applications.
      operatingSystem: product.platforms?.length ? product.platforms.join(', ') : 'Web',
      featureList: [...product.features],
      publisher: organizationRef(site),
    },
    trail(site, { name: 'Products', path: routes.products }, { name: product.name, path }),
  );
};

const articleNode = (site: SiteFacts, path: string, headline: string, description: string): JsonLdObject => ({
  '@id': absoluteUrl(site.siteUrl, `${path}#article`),
  headline,
  description,
  url: absoluteUrl(site.siteUrl, path),
  mainEntityOfPage: absoluteUrl(site.siteUrl, path),
  image: cardImage(site, path),
  inLanguage: 'en',
  author: organizationRef(site),
  publisher: organizationRef(site),
});

/** Case study: an Article about the application, with its screenshot when there is one. */
export const caseStudyJsonLd = (
  site: SiteFacts,
  item: { readonly slug: string; readonly title: string; readonly description: string; readonly screenshotPath?: string | null },
): JsonLdDocument => {
  const path = routes.caseStudy(item.slug);
  const headline = `${item.title} Case Study`;
  const article = articleNode(site, path, headline, item.description);
  const screenshot = item.screenshotPath ? [absoluteUrl(site.siteUrl, item.screenshotPath)] : [];
  return graph(
    { '@type': 'Article', ...article, image: [cardImage(site, path), ...screenshot] },
    trail(site, { name: 'Portfolio', path: routes.portfolio }, { name: headline, path }),
  );
};

/** Published press release: a NewsArticle. Drafts get none: they are not news yet (and are noindex). */
export const pressReleaseJsonLd = (
  site: SiteFacts,
  release: {
    readonly slug: string;
    readonly title: string;
    readonly excerpt: string;
    readonly status: string;
    readonly date: string | null;
    readonly location: string;
  },
): JsonLdDocument | null => {
  if (enumLabel('PressStatus', release.status) !== 'published' || !release.date) return null;
  const path = routes.pressRelease(release.slug);
  return graph(
    {
      '@type': 'NewsArticle',
      ...articleNode(site, path, release.title, release.excerpt),
      datePublished: day(release.date),
      dateModified: day(release.date),
      locationCreated: { '@type': 'Place', name: release.location },
    },
    trail(site, { name: 'Press Releases', path: routes.press }, { name: release.title, path }),
  );
};

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

/** JSON for a <script> element: "<" is escaped so no content can close the element early. */
export const serializeJsonLd = (document: JsonLdDocument): string => JSON.stringify(document).replace(/</g, '\\u003c');
