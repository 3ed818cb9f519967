import { routes } from '../routes';
import { absoluteUrl, ogImagePath, OG_IMAGE_SIZE, seoFiles } from '../seo-urls';

/**
 * The building blocks of schema.org structured data (JSON-LD): the document, the company, breadcrumbs.
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
  readonly foundingYear: number;
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Content dates are days; GraphQL's Date field may hand them over as midnight UTC ("2025-07-29T00:00:00.000Z").
 * Keep the day only, so an event in Dallas is not announced as starting the evening before.
 */
export const day = (date: string): string => date.slice(0, 10);

export const graph = (...nodes: JsonLdObject[]): JsonLdDocument => ({ '@context': 'https://schema.org', '@graph': nodes });

export const organizationId = (site: SiteFacts) => absoluteUrl(site.siteUrl, '/#organization');

export const logo = (site: SiteFacts): JsonLdObject => ({ '@type': 'ImageObject', url: absoluteUrl(site.siteUrl, seoFiles.icon512), width: 512, height: 512 });

export const cardImage = (site: SiteFacts, path: string): JsonLdObject => ({
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
  foundingDate: String(site.foundingYear),
});

/** The company as author, publisher or provider on other pages: enough to stand alone, same @id. */
export const organizationRef = (site: SiteFacts): JsonLdObject => ({
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

export const trail = (site: SiteFacts, section: Crumb, page: Crumb) => breadcrumbList(site, [{ name: 'Home', path: routes.home }, section, page]);

/** JSON for a <script> element: "<" is escaped so no content can close the element early. */
export const serializeJsonLd = (document: JsonLdDocument): string => JSON.stringify(document).replace(/</g, '\\u003c');
