/** The content model's enums as writers see them, and the GraphQL names derived from their values. */

export interface EnumDefinition {
  /** What writers type in frontmatter, e.g. "Most Popular". The GraphQL name is derived. */
  values: readonly string[];
  description: string;
}

/**
 * Enums with writer-facing labels. The full set of enums, with `Icon` added, is `enums` in
 * src/lib/content-enums.ts: pages import this module (enumLabel), and neither the icon list nor the
 * content model belongs in their bundles.
 */
export const labelledEnums = {
  SolutionKind: { values: ['industry', 'function'], description: 'Industry solution or function solution' },
  ProductBadge: {
    values: ['Enterprise', 'No-Code', 'Marketing', 'New', 'Most Popular'],
    description: 'Badge on a product card; omit the field for no badge',
  },
  EventType: { values: ['Conference', 'Summit', 'Expo', 'Workshop', 'Webinar'], description: 'Kind of event' },
  PressStatus: { values: ['published', 'draft'], description: 'Drafts are marked Coming Soon and not indexed' },
  SpecsHeading: {
    values: ['Technical Specifications', 'Integrations'],
    description: 'Heading of the product specification list',
  },
} as const satisfies Record<string, EnumDefinition>;

/** GraphQL enum value name for a writer-facing value: "Most Popular" → MOST_POPULAR. */
export const enumValueName = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The writer's label for a GraphQL enum value: enumLabel('ProductBadge', 'MOST_POPULAR') → "Most Popular". */
export const enumLabel = (enumName: keyof typeof labelledEnums, value: string | null | undefined): string | null => {
  if (!value) return null;
  const labels: readonly string[] = labelledEnums[enumName].values;
  return labels.find((label) => enumValueName(label) === value) ?? null;
};
