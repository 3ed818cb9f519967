import type { SearchLabels } from '../../lib/search/index-file';

/** The words of content/site/search.yaml, written into this bundle by the build (esbuild's define). */
declare const SEARCH_LABELS: SearchLabels;
export const labels: SearchLabels = SEARCH_LABELS;

/** A label with its {placeholders} filled in. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
