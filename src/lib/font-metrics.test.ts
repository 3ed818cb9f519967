import { fallbackFontFace, INTER_FALLBACKS, INTER_METRICS, webFontFace } from './font-metrics';

describe('metric-matched fallback faces', () => {
  it("scales Arial and its clones to Inter and gives them Inter's vertical metrics", () => {
    const css = fallbackFontFace(INTER_FALLBACKS[0]);
    expect(css).toContain('font-family:"Inter Fallback"');
    expect(css).toContain('src:local("Arial"),local("Helvetica"),local("Liberation Sans"),local("Arimo")');
    // The figures next/font publishes for Inter over Arial: 107.12% / 90.44% / 22.52% / 0%.
    expect(css).toContain('size-adjust:107.12%');
    expect(css).toContain('ascent-override:90.44%');
    expect(css).toContain('descent-override:22.52%');
    expect(css).toContain('line-gap-override:0.00%');
  });

  it("keeps the adjusted line box equal to Inter's for every fallback", () => {
    for (const fallback of INTER_FALLBACKS) {
      const css = fallbackFontFace(fallback);
      const value = (name: string) => Number(new RegExp(`${name}:([\\d.]+)%`).exec(css)?.[1]) / 100;
      const adjust = value('size-adjust');
      expect((value('ascent-override') + value('descent-override')) * adjust).toBeCloseTo(INTER_METRICS.ascent + INTER_METRICS.descent, 3);
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
