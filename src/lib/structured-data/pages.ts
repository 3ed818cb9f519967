import { enumLabel } from '../enum-labels';
import { routes } from '../routes';
import { absoluteUrl } from '../seo-urls';
import { cardImage, day, graph, organization, organizationId, organizationRef, trail, type JsonLdDocument, type JsonLdObject, type SiteFacts } from './graph';

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
    /** Absent from a page that does not show the release whole (a draft's, which gets no structured data anyway). */
    readonly location?: string;
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
      ...(release.location && { locationCreated: { '@type': 'Place', name: release.location } }),
    },
    trail(site, { name: 'Press Releases', path: routes.press }, { name: release.title, path }),
  );
};
