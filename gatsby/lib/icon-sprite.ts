import { ICON_NAMES, type IconName } from '../../src/lib/icon-names';
import { iconSymbolId } from '../../src/lib/icons';

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
