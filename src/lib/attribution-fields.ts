/**
 * The keys of where a lead came from (src/lib/attribution.ts has their rules): also the hidden
 * fields of every Netlify form, which every page with a form carries, so this list stays apart
 * from the rules and costs those pages only its names.
 */
export const ATTRIBUTION_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'landing_page',
  'referrer',
  'hero_variant',
  'contact_variant',
  'pages_viewed',
  'sent_from',
  'gpc',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;
