import { fallbackFontFace, INTER_FALLBACKS, webFontFace } from '../lib/font-metrics';

/** The web font's stable address: gatsby/design-assets.ts copies Fontsource's file there at build. */
export const FONT_URL = '/fonts/inter-latin-wght-normal.woff2';

/**
 * Styles that only the server writes: one <style> in <head> of every page (gatsby-ssr.tsx), never
 * in a JavaScript bundle (emotion's styles, global ones included, ship inside the bundles, and
 * some pages are within a kilobyte of their budget). It holds what needs no component: the font
 * faces, the design variables added for depth and brand, and the icon box. Emotion's stylesheet
 * comes after it in <head>, so components can still override any of it.
 */
export const staticCss = [
  webFontFace(FONT_URL),
  ...INTER_FALLBACKS.map((fallback) => fallbackFontFace(fallback)),
  // Depth and brand, per theme: shadows tinted by the page colour, the gradient bright enough on
  // dark and deep enough on light; the alternate section surface sits between bg and surface.
  ':root{--shadow-rest:0 1px 2px rgba(0,0,0,.35);--shadow-raised:0 14px 32px -12px rgba(0,0,0,.7),0 2px 6px rgba(0,0,0,.4);' +
    '--gradient-brand:linear-gradient(120deg,#7aa2ff 0%,#b69cff 55%,#6fe3d2 100%);' +
    '--gradient-wash:radial-gradient(60% 70% at 85% 10%,rgba(122,162,255,.18),transparent 70%),radial-gradient(50% 60% at 10% 0%,rgba(182,156,255,.12),transparent 70%);' +
    '--color-surface-alt:#0e1428;--color-icon-bg:rgba(122,162,255,.14)}',
  'body.light{--shadow-rest:0 1px 2px rgba(17,24,39,.06);--shadow-raised:0 14px 32px -12px rgba(29,78,216,.28),0 2px 6px rgba(17,24,39,.08);' +
    '--gradient-brand:linear-gradient(120deg,#1d4ed8 0%,#6d28d9 60%,#0f766e 100%);' +
    '--gradient-wash:radial-gradient(60% 70% at 85% 10%,rgba(29,78,216,.10),transparent 70%),radial-gradient(50% 60% at 10% 0%,rgba(109,40,217,.08),transparent 70%);' +
    '--color-surface-alt:#f6f8fc;--color-icon-bg:#e8efff}',
  // Icons (components/icon.tsx): sized by the text around them, coloured by it (currentColor).
  '.icon{width:1.25em;height:1.25em;flex:none;vertical-align:-0.25em}',
  // An icon on a tinted tile, at the top of a card or beside a detail.
  '.icon-tile{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border-radius:12px;' +
    'background:var(--color-icon-bg);color:var(--color-accent-strong);flex:none}',
  '.icon-tile .icon{width:1.375rem;height:1.375rem;vertical-align:0}',
].join('\n');
