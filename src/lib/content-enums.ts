import { labelledEnums, type EnumDefinition } from './content-types';
import { ICON_NAMES } from './icon-names';

/**
 * Every enum of the content model: the labelled ones of content-types.ts, and `Icon`, whose values
 * are the icon set. Read at build time only (GraphQL schema, content validation, CMS config).
 */
export const enums = {
  ...labelledEnums,
  // Writers pick an item's icon where they write the item. Pages read it with iconFromEnumValue.
  Icon: { values: ICON_NAMES, description: 'Lucide icon (lucide.dev) shown with the item; one of the names in src/lib/icon-names.ts' },
} as const satisfies Record<string, EnumDefinition>;
