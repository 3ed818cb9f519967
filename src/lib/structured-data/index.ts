/** schema.org structured data for each kind of page: one JSON-LD document per page, built by pure functions from content. */
export { breadcrumbList, organization, postalAddress, serializeJsonLd } from './graph';
export type { JsonLdDocument, JsonLdObject, JsonLdValue, SiteFacts } from './graph';
export { caseStudyJsonLd, homeJsonLd, pressReleaseJsonLd, productJsonLd, serviceJsonLd, solutionJsonLd } from './pages';
export { eventsJsonLd } from './events';
export type { EventFacts } from './events';
