import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';

/**
 * Metric-matched fallback faces for the web font, so swapping the fallback for Inter moves no text
 * (CLS stays 0). Each fallback @font-face scales a local font to Inter's average glyph width
 * (size-adjust) and then sets Inter's ascent, descent and line gap on it (the overrides are in
 * units of the adjusted size, hence the division).
 */
export interface FontMetrics {
  /** Ascender, descender (positive, below the baseline) and line gap, in em. */
  ascent: number;
  descent: number;
  lineGap: number;
}

/** A font's vertical metrics and average Latin glyph width, as Capsize's metrics package gives them. */
interface CapsizeMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const emMetrics = (font: CapsizeMetrics): FontMetrics => ({
  ascent: font.ascent / font.unitsPerEm,
  descent: -font.descent / font.unitsPerEm,
  lineGap: font.lineGap / font.unitsPerEm,
});

/** Inter's own metrics: the fallbacks take them on. */
export const INTER_METRICS: FontMetrics = emMetrics(inter);

/** How much wider Inter's average Latin glyph is than this font's. */
const widthRatioTo = (font: CapsizeMetrics): number => inter.xWidthAvg / inter.unitsPerEm / (font.xWidthAvg / font.unitsPerEm);

export interface Fallback {
  family: string;
  /** local() names tried in order: fonts that share one set of widths. */
  locals: readonly string[];
  /** Width of English text in Inter divided by its width in this font, at regular weight. */
  widthRatio: number;
}

/** Arial and its metric clones (Helvetica, Liberation Sans, Arimo) share widths; DejaVu Sans is wider. */
export const INTER_FALLBACKS: readonly Fallback[] = [
  { family: 'Inter Fallback', locals: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'], widthRatio: widthRatioTo(arial) },
  // Capsize has no metrics for DejaVu Sans: its ratio is measured (docs/PERFORMANCE.md, "Font fallbacks").
  { family: 'Inter Fallback DejaVu', locals: ['DejaVu Sans'], widthRatio: 0.9417 },
];

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;

/** One fallback @font-face rule (CSS text). */
export const fallbackFontFace = (fallback: Fallback, metrics: FontMetrics = INTER_METRICS): string =>
  `@font-face{font-family:"${fallback.family}";src:${fallback.locals.map((name) => `local("${name}")`).join(',')};` +
  `size-adjust:${percent(fallback.widthRatio)};ascent-override:${percent(metrics.ascent / fallback.widthRatio)};` +
  `descent-override:${percent(metrics.descent / fallback.widthRatio)};line-gap-override:${percent(metrics.lineGap / fallback.widthRatio)}}`;

/**
 * The web font itself: the variable Latin subset (weights 100-900 in one file). `swap` shows the
 * metric-matched fallback at once and Inter when it arrives; unicode-range is Fontsource's Latin.
 */
export const webFontFace = (url: string): string =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2");` +
  'unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}';
