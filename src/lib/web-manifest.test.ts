import { seoFiles } from './seo-urls';
import { BROWSER_COLORS, webManifest } from './web-manifest';

describe('the web manifest', () => {
  it("names the company and its description as given, and lists the site's icons", () => {
    const manifest = JSON.parse(webManifest({ name: 'Northwind AI', description: 'Northwind AI builds "agents" for Plano, TX.' })) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Northwind AI',
      short_name: 'Northwind AI',
      description: 'Northwind AI builds "agents" for Plano, TX.',
      theme_color: BROWSER_COLORS.theme,
      start_url: '/',
    });
    expect((manifest.icons as Array<{ src: string }>).map((icon) => icon.src)).toEqual([seoFiles.faviconSvg, seoFiles.icon192, seoFiles.icon512]);
  });
});
