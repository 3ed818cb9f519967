import { escapeXml } from '../lib/xml';

/**
 * /admin/index.html: noindex, Netlify's Identity widget when writers sign in with Netlify Identity
 * (Decap's git-gateway backend uses it; self-hosted, no CDN), the site's CMS script (save checks, file formats, previews; it finds
 * the preview style in its own data attribute and starts Decap), then the self-hosted Decap bundle. Decap reads
 * config.yml beside the page.
 */
export const adminPageHtml = ({
  decapSrc,
  cmsSrc,
  previewStyleHref,
  siteName,
  identityWidgetSrc,
}: {
  decapSrc: string;
  cmsSrc: string;
  previewStyleHref: string;
  siteName: string;
  /** The Identity widget's address, with the git-gateway backend only. */
  identityWidgetSrc?: string;
}): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Content manager · ${escapeXml(siteName)}</title>`,
    '<link rel="cms-config-url" type="text/yaml" href="config.yml">',
    ...(identityWidgetSrc ? [`<script src="${escapeXml(identityWidgetSrc)}"></script>`] : []),
    '</head>',
    '<body>',
    `<script src="${escapeXml(cmsSrc)}" data-preview-style="${escapeXml(previewStyleHref)}"></script>`,
    `<script src="${escapeXml(decapSrc)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
