import { escapeXml } from '../lib/xml';

/**
 * /admin/index.html: noindex, the site's CMS script (save checks, file formats, previews; it finds
 * the preview style in its own data attribute and starts Decap), then the self-hosted Decap bundle. Decap reads
 * config.yml beside the page.
 */
export const adminPageHtml = ({
  decapSrc,
  cmsSrc,
  previewStyleHref,
  siteName,
}: {
  decapSrc: string;
  cmsSrc: string;
  previewStyleHref: string;
  siteName: string;
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
    '</head>',
    '<body>',
    `<script src="${escapeXml(cmsSrc)}" data-preview-style="${escapeXml(previewStyleHref)}"></script>`,
    `<script src="${escapeXml(decapSrc)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
