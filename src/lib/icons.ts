import type { IconName } from './icon-names';

export type { IconName } from './icon-names';

/**
 * How the site draws icons. The set is src/lib/icon-names.ts: Lucide's own names, so a writer can
 * browse lucide.dev and pick one; adding a name there is the only step to offer a new icon. It
 * feeds three things that must agree:
 *  - the content model's `Icon` enum (src/lib/content-types/): a misspelled icon fails the build
 *    naming the file, and the CMS offers the list as a select;
 *  - the SVG sprite /icons/lucide-sprite.svg, written into public/ at each build from lucide-static
 *    (gatsby/build-steps/design-assets.ts, gatsby/lib/icon-sprite.ts; a unit test checks its symbols);
 *  - the Icon component (src/components/icon.tsx): `<svg><use href="#i-name"/></svg>`.
 *
 * Why symbols: icons must add no client JavaScript. An icon is a few bytes of markup pointing at
 * a <symbol>, not path data in a bundle, so a hydrated page pays nothing for its icons' drawings.
 * Each built page carries the symbols of its own icons (inlineIconSymbols, at build), so they
 * paint with the page and cost no request before it; the sprite file serves the icons that a
 * page reached by client-side navigation adds.
 */
/** Where the sprite is served from (static/ is copied to the site root). */
export const ICON_SPRITE_PATH = '/icons/lucide-sprite.svg';

/** The id of the hidden <svg> at the start of each built page that carries the page's own icon symbols. */
export const PAGE_SYMBOLS_ID = 'icon-symbols';

/** The id of an icon's <symbol> in the sprite. Prefixed so it never meets a page's own ids. */
export const iconSymbolId = (name: IconName): string => `i-${name}`;

/**
 * An icon's name from its GraphQL enum value (HEART_PULSE → heart-pulse, BUILDING_2 → building-2).
 * The reverse of enumValueName for every name of the set (a unit test checks each), so pages need
 * not ship the list to read their content's icons. Content validation has already rejected any
 * value outside the set.
 */
export const iconFromEnumValue = (value: string): IconName => value.toLowerCase().replace(/_/g, '-') as IconName;

/**
 * Event types have a fixed icon each: the type is already chosen by the writer, so a second field
 * would only be a chance to disagree with it.
 */
export const EVENT_TYPE_ICONS = {
  Conference: 'presentation',
  Summit: 'mountain',
  Expo: 'store',
  Workshop: 'wrench',
  Webinar: 'video',
} as const satisfies Record<string, IconName>;

/** Icons of fixed interface parts: contact details, the product page's lists. */
export const UI_ICONS = {
  email: 'mail',
  phone: 'phone',
  location: 'map-pin',
  download: 'download',
  features: 'sparkles',
  benefits: 'trending-up',
  useCases: 'target',
  specs: 'settings',
} as const satisfies Record<string, IconName>;
