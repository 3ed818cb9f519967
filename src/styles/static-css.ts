import { fallbackFontFace, INTER_FALLBACKS, webFontFace } from '../lib/font-metrics';
import { PAGE_SYMBOLS_ID } from '../lib/icons';
import { globalCss } from './global-styles';
import { font, fontSize, fontWeight, letterSpacing, radius, space } from './tokens';

/** The web font's stable address: gatsby/design-assets.ts copies Fontsource's file there at build. */
export const FONT_URL = '/fonts/inter-latin-wght-normal.woff2';

/**
 * Styles that only the server writes: one <style> in <head> of every page (gatsby-ssr.tsx), never
 * in a JavaScript bundle (emotion's styles, global ones included, ship inside the bundles, and
 * some pages are within a kilobyte of their budget). It holds what needs no component: the font
 * faces, the palette and base styles (global-styles.ts), the variables for depth and brand, the
 * icon boxes and other class-based rules. Emotion's stylesheet
 * comes after it in <head>, so components can still override any of it.
 */
export const staticCss = [
  globalCss,
  webFontFace(FONT_URL),
  ...INTER_FALLBACKS.map((fallback) => fallbackFontFace(fallback)),
  // The page's font (the emotion global styles set everything else on body).
  `body{font-family:${font.body}}`,
  // Depth and brand, per theme: shadows tinted by the page colour, the gradient bright enough on
  // dark and deep enough on light; the alternate section surface sits between bg and surface.
  ':root{--shadow-rest:0 1px 2px rgba(0,0,0,.35);--shadow-raised:0 14px 32px -12px rgba(0,0,0,.7),0 2px 6px rgba(0,0,0,.4);' +
    '--gradient-brand:linear-gradient(120deg,#7aa2ff 0%,#b69cff 55%,#6fe3d2 100%);' +
    '--gradient-wash:radial-gradient(60% 70% at 85% 10%,rgba(122,162,255,.18),transparent 70%),radial-gradient(50% 60% at 10% 0%,rgba(182,156,255,.12),transparent 70%);' +
    '--color-surface-alt:#0f1529;--color-icon-bg:rgba(122,162,255,.14);' +
    '--brand-1:#4f7bff;--brand-2:#8b5cf6;--brand-3:#14b8a6;--hv-glow:rgba(122,162,255,.35);--hv-shadow:rgba(0,0,0,.45)}',
  'body.light{--shadow-rest:0 1px 2px rgba(17,24,39,.06);--shadow-raised:0 14px 32px -12px rgba(29,78,216,.28),0 2px 6px rgba(17,24,39,.08);' +
    '--gradient-brand:linear-gradient(120deg,#1d4ed8 0%,#6d28d9 60%,#0f766e 100%);' +
    '--gradient-wash:radial-gradient(60% 70% at 85% 10%,rgba(29,78,216,.10),transparent 70%),radial-gradient(50% 60% at 10% 0%,rgba(109,40,217,.08),transparent 70%);' +
    '--color-surface-alt:#f4f6fb;--color-icon-bg:#e8efff;' +
    '--brand-1:#1d4ed8;--brand-2:#7c3aed;--brand-3:#0d9488;--hv-glow:rgba(29,78,216,.35);--hv-shadow:rgba(17,24,39,.12)}',
  // The brand gradient washes the top of every page's content, behind its hero or title
  // (a CSS gradient is never a Largest Contentful Paint candidate).
  'main{background:var(--gradient-wash) no-repeat 0 0/100% 56rem}',
  // The brand mark before the wordmark (header, footer): the brand gradient, a spark cut out of it.
  '.brand-mark{display:inline-block;width:1.5rem;height:1.5rem;margin-right:.5rem;vertical-align:-0.3em;border-radius:7px;background:var(--gradient-brand);flex:none;' +
    'box-shadow:inset 0 0 0 1px rgba(255,255,255,.25)}',
  // Alternate section surface (data-surface="alt" on a section): one step off the page colour,
  // and the cards inside it one step up, so they still stand off their background.
  '[data-surface=alt]{background:var(--color-surface-alt);border-block:1px solid var(--color-border);--color-surface:var(--color-surface-raised)}',
  // Footer: the brand line (mark and wordmark, as in the header) and the contact list, each line behind its icon.
  `.footer-brand{display:flex;align-items:center;font-size:${fontSize.lg};letter-spacing:${letterSpacing.heading};color:var(--color-text)}` +
    `.footer-contact li{display:flex;align-items:center;gap:${space(2)}}.footer-contact .icon{color:var(--color-accent-strong)}`,
  // The small uppercase label above a title (section headings, the about section's blocks). The
  // class is doubled to outrank a heading block's own `p` rule, which emotion writes later.
  `.eyebrow.eyebrow{margin-bottom:${space(2)};color:var(--color-accent-strong);font-size:${fontSize.sm};font-weight:${fontWeight.bold};text-transform:uppercase;letter-spacing:${letterSpacing.label}}`,
  // A product's generated visual at the top of its card, bleeding to the card's edges (the card's padding is space(6)).
  `.product-card-visual{display:block;width:calc(100% + ${space(12)});max-width:none;height:auto;aspect-ratio:16/10;margin:-${space(6)} -${space(6)} ${space(2)};` +
    `border-radius:${radius.md} ${radius.md} 0 0;border-bottom:1px solid var(--color-border)}`,
  // Home hero visual (components/sections/hero-visual.tsx): desktop only, square, beside the text.
  '.hero-visual{display:none;position:relative;aspect-ratio:1;width:100%;max-width:30rem;justify-self:end}' +
    '@media (min-width:1024px){.hero-visual{display:block}}' +
    '.hero-visual svg{display:block;width:100%;height:100%}' +
    '.hv-stop-1{stop-color:var(--brand-1)}.hv-stop-2{stop-color:var(--brand-2)}.hv-stop-3{stop-color:var(--brand-3)}' +
    '.hv-ring{fill:none;stroke:var(--color-border);stroke-width:1.5;stroke-dasharray:4 8}.hv-ring-inner{stroke-dasharray:none;opacity:.7}' +
    '.hv-wire{stroke:url(#hv-brand);stroke-width:2;opacity:.55}' +
    '.hv-core{fill:url(#hv-brand);filter:drop-shadow(0 18px 30px var(--hv-glow))}' +
    '.hv-node{fill:var(--color-surface-raised);stroke:var(--color-border);stroke-width:1.5;filter:drop-shadow(0 6px 12px var(--hv-shadow))}' +
    '.hv-icon{position:absolute;transform:translate(-50%,-50%);display:flex;color:var(--color-accent-strong)}' +
    '.hv-icon .icon{width:1.6rem;height:1.6rem;vertical-align:0}' +
    '.hv-icon-core{left:50%;top:50%;color:#fff}.hv-icon-core .icon{width:3.5rem;height:3.5rem}',
  // Icons (components/icon.tsx): sized by the text around them, coloured by it (currentColor).
  '.icon{width:1.25em;height:1.25em;flex:none;vertical-align:-0.25em}',
  // The page's own icon symbols (inlineIconSymbols): referenced by <use>, never drawn themselves.
  `#${PAGE_SYMBOLS_ID}{display:none}`,
  // An icon on a tinted tile, at the top of a card or beside a detail.
  '.icon-tile{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:12px;' +
    'background:var(--color-icon-bg);color:var(--color-accent-strong);flex:none}',
  '.icon-tile .icon{width:1.375rem;height:1.375rem;vertical-align:0}',
].join('\n');
