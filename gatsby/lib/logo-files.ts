import { globalCss } from '../../src/styles/global-styles';
import { slugify } from '../../src/lib/slugify';

/** One file of the logos archive: its name, what it is for (the README lists it), its SVG text. */
export interface LogoFile {
  name: string;
  use: string;
  svg: string;
}

/** A colour of the site's palette (src/styles/global-styles.ts): the dark base in :root, the light one in body.light. */
const paletteColour = (block: ':root' | 'body.light', variable: string): string => {
  const body = new RegExp(`${block.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(globalCss)?.[1] ?? '';
  const value = new RegExp(`${variable}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
  if (!value) throw new Error(`src/styles/global-styles.ts: ${block} sets no ${variable}, which the media kit's wordmarks use`);
  return value;
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The mark's drawing (what is inside its <svg>, comments left out) and its viewBox. */
const markParts = (markSvg: string): { inner: string; viewBox: string } => {
  const open = /<svg\b[^>]*>/.exec(markSvg);
  const viewBox = open && /viewBox="([^"]+)"/.exec(open[0])?.[1];
  const close = markSvg.lastIndexOf('</svg>');
  if (!open || !viewBox || close < 0) throw new Error('the site mark (static/favicon.svg) is not an <svg> with a viewBox');
  return { inner: markSvg.slice(open.index + open[0].length, close).replace(/<!--[\s\S]*?-->/g, ''), viewBox };
};

// Inter Bold averages about 0.62 em per character: the wordmark's width follows the name's length.
const FONT_SIZE = 64;
const EM_PER_CHARACTER = 0.62;
const HEIGHT = 160;
const MARK = { x: 24, y: 24, size: 112 };
const TEXT_X = 160;

/** The mark beside the company name, in the site's typeface, on a background or transparent. */
const wordmark = (markSvg: string, name: string, text: string, background?: string): string => {
  const { inner, viewBox } = markParts(markSvg);
  const width = Math.ceil(TEXT_X + name.length * FONT_SIZE * EM_PER_CHARACTER + MARK.x);
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    ...(background ? [`  <rect width="${width}" height="${HEIGHT}" fill="${background}"/>`] : []),
    `  <svg x="${MARK.x}" y="${MARK.y}" width="${MARK.size}" height="${MARK.size}" viewBox="${viewBox}">${inner}</svg>`,
    `  <text x="${TEXT_X}" y="103" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="${FONT_SIZE}" font-weight="700" fill="${text}">${escapeXml(name)}</text>`,
    '</svg>',
  ];
  return `${lines.join('\n')}\n`;
};

/**
 * The logos a journalist needs, drawn from the site's own mark (static/favicon.svg) and the
 * company name: the mark alone, and the wordmark for light and for dark backgrounds in the site's
 * own text and background colours. File names start with the name, so a renamed company's
 * archive carries no old name.
 */
export const logoFiles = (markSvg: string, companyName: string): LogoFile[] => {
  const prefix = slugify(companyName);
  return [
    { name: `${prefix}-icon.svg`, use: 'The mark alone, for avatars, favicons and small spaces', svg: markSvg.replace(/<!--[\s\S]*?-->\s*/g, '') },
    {
      name: `${prefix}-wordmark-light.svg`,
      use: 'Wordmark for light backgrounds (dark text, transparent background)',
      svg: wordmark(markSvg, companyName, paletteColour('body.light', '--color-text')),
    },
    {
      name: `${prefix}-wordmark-dark.svg`,
      use: 'Wordmark for dark backgrounds (light text on the site’s dark background)',
      svg: wordmark(markSvg, companyName, paletteColour(':root', '--color-text'), paletteColour(':root', '--color-bg')),
    },
  ];
};
