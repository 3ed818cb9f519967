import { ICON_NAMES, type IconName } from '../../src/lib/icon-names';
import { iconSymbolId, PAGE_SYMBOLS_ID } from '../../src/lib/icons';

/**
 * Lucide draws every icon on a 24-unit grid with the same stroke, so the style sits once on each
 * <symbol> (inherited by its shapes) and the page's <svg> only sets size and colour (currentColor).
 */
const LUCIDE_STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The shapes inside one lucide-static icon file: everything between its <svg …> and </svg>. */
export const iconShapes = (svgFile: string): string => {
  const match = /<svg\b[^>]*>([\s\S]*?)<\/svg>/.exec(svgFile);
  if (!match) throw new Error('not an SVG file: no <svg>…</svg>');
  return match[1]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
};

/**
 * One SVG file of <symbol>s, one per icon of the set, for `<use href="/icons/lucide-sprite.svg#i-name">`.
 * `readIcon` returns the lucide-static file of a name (injected, so this stays pure and testable).
 */
export const iconSprite = (readIcon: (name: IconName) => string, names: readonly IconName[] = ICON_NAMES): string => {
  const symbols = names.map((name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" ${LUCIDE_STROKE}>${iconShapes(readIcon(name))}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons (lucide-static, ISC licence), written at build by gatsby/build-steps/design-assets.ts from src/lib/icon-names.ts -->\n${symbols.join('\n')}\n</svg>\n`;
};

/** The block of symbols inlineIconSymbols puts in a page. */
const PAGE_SYMBOLS_BLOCK = new RegExp(`<svg [^>]*id="${PAGE_SYMBOLS_ID}"[^>]*>[\\s\\S]*?</svg>`);

/** The <symbol> elements of a sprite written by iconSprite, by id. */
export const symbolsById = (sprite: string): Map<string, string> =>
  new Map([...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g)].map((match) => [match[1], match[0]]));

/**
 * Gives a built page the drawings of its own icons, so they paint with the page's first paint
 * and the page makes no request for the sprite file before it: the <symbol>s its
 * `<use href="#i-…">` elements name, in one hidden <svg> at the start of <body>. That is outside
 * Gatsby's root element, so the symbols stay through client-side navigations; an icon a later page
 * adds comes from the sprite file (src/components/icon.tsx). Symbols a page kept from an earlier
 * build already carries are replaced by this sprite's (the icons may have been redrawn since).
 * Returns the page unchanged when it shows no icon; throws on an icon the sprite lacks.
 */
export const inlineIconSymbols = (pageHtml: string, symbols: ReadonlyMap<string, string>): string => {
  const html = pageHtml.replace(PAGE_SYMBOLS_BLOCK, '');
  const used = [...new Set([...html.matchAll(/<use href="#(i-[a-z0-9-]+)"/g)].map((match) => match[1]))];
  if (used.length === 0) return html;
  const missing = used.filter((id) => !symbols.has(id));
  if (missing.length > 0) throw new Error(`icons missing from the sprite: ${missing.join(', ')}`);
  const block = `<svg xmlns="http://www.w3.org/2000/svg" id="${PAGE_SYMBOLS_ID}" aria-hidden="true">${used.map((id) => symbols.get(id)).join('')}</svg>`;
  const bodyOpen = /<body\b[^>]*>/.exec(html);
  if (!bodyOpen) throw new Error('no <body> to put the icon symbols in');
  const at = bodyOpen.index + bodyOpen[0].length;
  return `${html.slice(0, at)}${block}${html.slice(at)}`;
};
