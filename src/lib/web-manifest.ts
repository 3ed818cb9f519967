import { seoFiles } from './seo-urls';

/** The browser's colours for the site: its toolbar (theme-color) and an installed app's splash screen. */
export const BROWSER_COLORS = { theme: '#1d4ed8', background: '#ffffff' } as const;

/** What the manifest says of the company: its name and description, from content/site/company.yaml. */
export interface ManifestCompany {
  readonly name: string;
  readonly description: string;
}

/**
 * /site.webmanifest: the name and description a browser shows for the site (install prompt, home
 * screen), written by the build from the company's content so a renamed company is renamed here too.
 */
export const webManifest = (company: ManifestCompany): string =>
  `${JSON.stringify(
    {
      name: company.name,
      short_name: company.name,
      description: company.description,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: BROWSER_COLORS.background,
      theme_color: BROWSER_COLORS.theme,
      icons: [
        { src: seoFiles.faviconSvg, type: 'image/svg+xml', sizes: 'any' },
        { src: seoFiles.icon192, type: 'image/png', sizes: '192x192' },
        { src: seoFiles.icon512, type: 'image/png', sizes: '512x512' },
      ],
    },
    null,
    2,
  )}\n`;
