import inter from '@capsizecss/metrics/inter';
import { fallbackFontFace, INTER_FALLBACKS, webFontFace } from './font-metrics';

/** A percentage property of a CSS rule, as a fraction (NaN when absent). */
const fractionOf = (css: string, name: string): number => Number(new RegExp(`(?:^|[{;])${name}:([\\d.]+)%`).exec(css)?.[1]) / 100;

describe('metric-matched fallback faces', () => {
  it("scales Arial and its clones to Inter and gives them Inter's vertical metrics", () => {
    const css = fallbackFontFace(INTER_FALLBACKS[0]);
    expect(css).toContain('font-family:"Inter Fallback"');
    expect(css).toContain('src:local("Arial"),local("Helvetica"),local("Liberation Sans"),local("Arimo")');
    // The figures next/font publishes for Inter over Arial: 107.12% / 90.44% / 22.52% / 0%.
    expect(fractionOf(css, 'size-adjust')).toBeCloseTo(1.0712, 4);
    expect(fractionOf(css, 'ascent-override')).toBeCloseTo(0.9044, 4);
    expect(fractionOf(css, 'descent-override')).toBeCloseTo(0.2252, 4);
    expect(fractionOf(css, 'line-gap-override')).toBe(0);
  });

  it('gives every local fallback a size-adjust and all three overrides, the measured DejaVu ratio included', () => {
    for (const fallback of INTER_FALLBACKS) {
      const css = fallbackFontFace(fallback);
      for (const name of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'])
        expect([fallback.family, name, fractionOf(css, name)]).toEqual([fallback.family, name, expect.any(Number)]);
      if (fallback.sizeAdjust !== undefined) expect(fractionOf(css, 'size-adjust')).toBeCloseTo(fallback.sizeAdjust, 4);
    }
  });

  it("keeps the adjusted line box equal to Inter's for every fallback", () => {
    const interLineBox = (inter.ascent - inter.descent + inter.lineGap) / inter.unitsPerEm;
    for (const fallback of INTER_FALLBACKS) {
      const css = fallbackFontFace(fallback);
      const lineBox = fractionOf(css, 'ascent-override') + fractionOf(css, 'descent-override') + fractionOf(css, 'line-gap-override');
      expect(lineBox * fractionOf(css, 'size-adjust')).toBeCloseTo(interLineBox, 3);
    }
  });

  it('declares the web font with swap, the variable weight range and the Latin range', () => {
    const css = webFontFace('/fonts/x.woff2');
    expect(css).toContain('font-display:swap');
    expect(css).toContain('font-weight:100 900');
    expect(css).toContain('src:url(/fonts/x.woff2) format("woff2")');
    expect(css).toContain('unicode-range:U+0000-00FF');
  });
});
