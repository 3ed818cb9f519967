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

/** Inter 4 (hhea): ascender 1984, descender -494, line gap 0, on 2048 units per em. */
export const INTER_METRICS: FontMetrics = { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0 };

export interface Fallback {
  family: string;
  /** local() names tried in order: fonts that share one set of widths. */
  locals: readonly string[];
  /**
   * Width of a line of English text in Inter divided by its width in this font, both at regular
   * weight: measured in Chromium over the same 150-character sample (2026-11; Inter 4.1 from
   * @fontsource-variable/inter, Liberation Sans 2.1, DejaVu Sans 2.37).
   */
  widthRatio: number;
}

/** Arial and its metric clones (Helvetica, Liberation Sans, Arimo) share widths; DejaVu Sans is wider. */
export const INTER_FALLBACKS: readonly Fallback[] = [
  { family: 'Inter Fallback', locals: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'], widthRatio: 1.071 },
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
