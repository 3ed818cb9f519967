/**
 * The site's icon set: every Lucide icon (lucide-static) the site may show, by the name writers
 * type in content (`icon: heart-pulse`). Names are Lucide's own file names, so a writer can browse
 * lucide.dev and pick one; adding a name here (and running `npm run icons`) is the only step to
 * offer a new icon.
 *
 * The list feeds three things that must agree:
 *  - the content model's `Icon` enum (src/lib/content-types.ts): a misspelled icon fails the build
 *    naming the file, and the CMS offers the list as a select;
 *  - the SVG sprite, static/icons/lucide-sprite.svg, written by scripts/generate-icon-sprite.mjs
 *    (a unit test checks it holds exactly these symbols);
 *  - the Icon component, which draws `<svg><use href="sprite#name"/></svg>`.
 *
 * Why a sprite: icons must add no client JavaScript. An icon is a dozen bytes of markup pointing
 * into one cached file, not path data in a bundle, so a hydrated page pays nothing for its icons
 * and the sprite is fetched once for the whole site.
 */
export const ICON_NAMES = [
  // Solutions, services and products (chosen per item in its frontmatter)
  'bot',
  'workflow',
  'lightbulb',
  'users',
  'code',
  'building-2',
  'shield-check',
  'layers',
  'clipboard-check',
  'landmark',
  'heart-pulse',
  'server',
  'plug',
  'database',
  'rocket',
  'mic',
  'compass',
  'hand-coins',
  'message-square',
  'chart-column',
  'chart-line',
  'boxes',
  'sparkles',
  'brain-circuit',
  'megaphone',
  'network',
  'scan-eye',
  // Stats and values
  'calendar',
  'cpu',
  'target',
  'activity',
  'trending-up',
  'zap',
  'headset',
  'brain',
  'handshake',
  'award',
  'gauge',
  'coins',
  'badge-check',
  // Contact details, media kit, events
  'mail',
  'phone',
  'map-pin',
  'image',
  'monitor',
  'file-text',
  'download',
  'presentation',
  'mountain',
  'store',
  'wrench',
  'video',
  // Interface
  'circle-check',
  'arrow-right',
  'settings',
  'x',
  'menu',
  'sun',
  'moon',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const isIconName = (value: string): value is IconName => (ICON_NAMES as readonly string[]).includes(value);

/** Where the sprite is served from (static/ is copied to the site root). */
export const ICON_SPRITE_PATH = '/icons/lucide-sprite.svg';

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
