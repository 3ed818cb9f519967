/**
 * Every Lucide icon (lucide-static) the site may show, by the name writers type in content
 * (`icon: heart-pulse`); see src/lib/icons.ts for how icons are drawn. Its own module, read only
 * at build time (content model, sprite): pages never ship the list.
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
  'search',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const isIconName = (value: string): value is IconName => (ICON_NAMES as readonly string[]).includes(value);
