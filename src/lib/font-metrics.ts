import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';

/**
 * Metric-matched fallback faces for the web font, so swapping the fallback for Inter moves no text
 * (CLS stays 0). Capsize's createFontStack computes each fallback @font-face: a local font scaled
 * to Inter's average glyph width (size-adjust), with Inter's ascent, descent and line gap set on it.
 */

export interface Fallback {
  family: string;
  /** local() names tried in order: fonts that share one set of widths. */
  locals: readonly string[];
  /**
   * Width of English text in Inter divided by its width in this font, at regular weight, where
   * Capsize has no metrics for the font; otherwise Capsize computes it from the `widthsOf` font.
   */
  sizeAdjust?: number;
}

/** Arial and its metric clones (Helvetica, Liberation Sans, Arimo) share widths; DejaVu Sans is wider. */
export const INTER_FALLBACKS: readonly Fallback[] = [
  { family: 'Inter Fallback', locals: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'] },
  // Capsize has no metrics for DejaVu Sans: its ratio is measured (docs/PERFORMANCE.md, "Font fallbacks").
  { family: 'Inter Fallback DejaVu', locals: ['DejaVu Sans'], sizeAdjust: 0.9417 },
];

const cssProperty = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * One fallback @font-face rule (CSS text). Capsize writes a face for one local font; ours lists the
 * font's metric clones too, so only the family and src are replaced. Given a measured size-adjust
 * (Capsize's documented override), Capsize still asks for the fallback's metrics, which it only
 * compares with Inter's to leave out an override equal to the font's own: Arial's keep all three.
 */
export const fallbackFontFace = (fallback: Fallback): string => {
  const sizeAdjust = fallback.sizeAdjust === undefined ? undefined : `${(fallback.sizeAdjust * 100).toFixed(2)}%`;
  const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: 'styleObject', fontFaceProperties: { sizeAdjust } });
  const { fontFamily: _capsizeFamily, src: _capsizeSrc, ...metrics } = fontFaces[0]['@font-face'];
  const declarations = [
    `font-family:"${fallback.family}"`,
    `src:${fallback.locals.map((name) => `local("${name}")`).join(',')}`,
    ...Object.entries(metrics).map(([name, value]) => `${cssProperty(name)}:${String(value)}`),
  ];
  return `@font-face{${declarations.join(';')}}`;
};

/**
 * The web font itself: the variable Latin subset (weights 100-900 in one file). `swap` shows the
 * metric-matched fallback at once and Inter when it arrives; unicode-range is Fontsource's Latin.
 */
export const webFontFace = (url: string): string =>
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2");` +
  'unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}';
