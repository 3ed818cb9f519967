import { labelledEnums, type EnumDefinition } from './enum-labels';
import { ICON_NAMES } from './icon-names';

/**
 * Every enum of the content model: the labelled ones of content-types/, and `Icon`, whose values
 * are the icon set. Read at build time only (GraphQL schema, content validation, CMS config).
 */
export const enums = {
  ...labelledEnums,
  // Writers pick an item's icon where they write the item. Pages read it with iconFromEnumValue.
  Icon: { values: ICON_NAMES, description: 'The icon shown with the item: pick one from the list (the icons of lucide.dev)' },
} as const satisfies Record<string, EnumDefinition>;
