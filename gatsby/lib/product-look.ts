/**
 * The look of a product visual the build draws for a product that has no drawn visual yet
 * (gatsby/build-steps/product-visuals.ts): everything comes from the product's own content, and the choices
 * (accent, chart) from its slug, so the same product always gets the same picture.
 */
export interface ProductLook {
  accent: string;
  chart: 'line' | 'area' | 'bar' | 'hbar' | 'grid' | 'map';
  screen: string;
  chartTitle: string;
  nav: string[];
  panelTitle: string;
  panel: string[];
}

export interface ProductForVisual {
  slug: string;
  name: string;
  category: string;
  stats: ReadonlyArray<{ value: string; label: string }>;
  features: readonly string[];
}

/** The brand's blue-violet-teal range, as the drawn product visuals use it. */
const ACCENTS = ['#4f46e5', '#7c3aed', '#db2777', '#0891b2', '#2563eb', '#0d9488', '#4338ca', '#6d28d9'];
const CHARTS: ProductLook['chart'][] = ['line', 'area', 'bar', 'hbar', 'grid', 'map'];
const PANEL_ROWS = 4;
const PANEL_TEXT_MAX = 30;

/** FNV-1a: a stable number from the slug, the same on every machine and Node version. */
const hash = (text: string): number => [...text].reduce((acc, ch) => Math.imul(acc ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);

const shorten = (text: string): string => (text.length <= PANEL_TEXT_MAX ? text : `${text.slice(0, PANEL_TEXT_MAX - 1).trimEnd()}…`);

export const productLook = (product: ProductForVisual): ProductLook => {
  const seed = hash(product.slug);
  return {
    accent: ACCENTS[seed % ACCENTS.length],
    chart: CHARTS[Math.floor(seed / ACCENTS.length) % CHARTS.length],
    screen: product.name,
    chartTitle: product.stats[0]?.label ?? product.category,
    nav: ['Overview', 'Insights', 'Workflows', 'Reports', 'Settings'],
    panelTitle: 'Highlights',
    panel: product.features.slice(0, PANEL_ROWS).map(shorten),
  };
};
