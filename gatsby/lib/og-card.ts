import { titleOf } from './html';
import { OG_IMAGE_SIZE } from '../../src/lib/seo-urls';
import { escapeXml } from './xml';

/**
 * The branded social card of a page, as SVG (gatsby/node-apis/on-post-build.ts turns it into a 1200 × 630
 * PNG with sharp). Pure string building, so the layout rules are unit-tested.
 */

export interface OgCard {
  title: string;
  /** Small label above the title, e.g. "AI Solution"; empty for none. */
  eyebrow: string;
  siteName: string;
  /** Host shown in the footer of the card, e.g. "aurelion.example". */
  host: string;
}

/** Section label from the page path: "/products/nova-ai/" → "AI Product". */
export const ogEyebrow = (pagePath: string): string => {
  const [section, slug] = pagePath.split('/').filter(Boolean);
  if (!slug) return '';
  const labels: Record<string, string> = {
    solutions: 'AI Solution',
    services: 'Service',
    products: 'AI Product',
    portfolio: 'Case Study',
    press: 'Press Release',
  };
  return labels[section] ?? '';
};

/** The card title of a built page: its <title> without the site name the Head adds (the card shows the brand already). */
export const cardTitleFromHtml = (html: string, siteName: string): string | null => {
  const title = titleOf(html)?.trim();
  if (title === undefined) return null;
  const [prefix, suffix] = [`${siteName} | `, ` | ${siteName}`];
  if (title.endsWith(suffix)) return title.slice(0, -suffix.length);
  if (title.startsWith(prefix)) return title.slice(prefix.length);
  return title;
};

/** Greedy word wrap to at most `maxLines` lines of about `maxChars` characters; an ellipsis marks a cut. */
export const wrapWords = (text: string, maxChars: number, maxLines: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.:;-]+$/, '')}…`;
  return kept;
};

/**
 * Bigger type for short titles, smaller for long ones, so every title fits in three lines. Line
 * widths are in characters of the bold sans-serif (about 0.6 em each) across the 1040 px text column.
 */
const titleLayout = (title: string): { fontSize: number; maxChars: number } => {
  if (title.length <= 36) return { fontSize: 84, maxChars: 19 };
  if (title.length <= 66) return { fontSize: 68, maxChars: 24 };
  return { fontSize: 52, maxChars: 32 };
};

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export const ogCardSvg = ({ title, eyebrow, siteName, host }: OgCard): string => {
  const { width, height } = OG_IMAGE_SIZE;
  const { fontSize, maxChars } = titleLayout(title);
  const lines = wrapWords(title, maxChars, 3);
  const lineHeight = Math.round(fontSize * 1.15);
  // Title block sits above the footer rule, growing upwards.
  const firstBaseline = 470 - (lines.length - 1) * lineHeight;
  const titleText = lines.map((line, index) => `<tspan x="80" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  const eyebrowText = eyebrow
    ? `<text x="80" y="${firstBaseline - fontSize - 14}" fill="#a9c1ff" font-size="30" font-weight="700" letter-spacing="3">${escapeXml(eyebrow.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1020"/>
      <stop offset="1" stop-color="#1b2442"/>
    </linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b6cf6"/>
      <stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="260" fill="#7aa2ff" opacity="0.08"/>
  <g font-family="${FONT}">
    <g transform="translate(80 64)">
      <rect width="72" height="72" rx="16" fill="url(#mark)"/>
      <path d="M22 56 L36 16 L50 56 M27 44 H45" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
      <text x="96" y="49" fill="#eef1f8" font-size="36" font-weight="700">${escapeXml(siteName)}</text>
    </g>
    ${eyebrowText}
    <text fill="#ffffff" font-size="${fontSize}" font-weight="700">${titleText}</text>
    <rect x="80" y="526" width="1040" height="2" fill="#2a3557"/>
    <text x="80" y="580" fill="#b4bdd3" font-size="28">${escapeXml(host)}</text>
  </g>
</svg>
`;
};
