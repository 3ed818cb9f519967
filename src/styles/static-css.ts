import { fallbackFontFace, INTER_FALLBACKS, webFontFace } from '../lib/font-metrics';
import { brandMarkCss } from '../components/brand-mark.server-css';
import { floatingDockCss } from '../components/floating-dock.server-css';
import { footerCss } from '../components/footer.server-css';
import { iconCss } from '../components/icon.server-css';
import { heroVisualCss } from '../components/sections/hero-visual.server-css';
import { productCardVisualCss } from '../components/sections/products-section.server-css';
import { eyebrowCss } from '../components/sections/section-heading.server-css';
import { globalCss } from './global-styles';
import { themeCss } from './theme.server-css';
import { font } from './tokens';

/** The web font's stable address: gatsby/build-steps/design-assets.ts copies Fontsource's file there at build. */
export const FONT_URL = '/fonts/inter-latin-wght-normal.woff2';

/**
 * Styles that only the server writes: one <style> in <head> of every page (gatsby-ssr.tsx), never
 * in a JavaScript bundle (emotion's styles, global ones included, ship inside the bundles). It
 * holds what needs no component logic: the palette and base styles, the font faces, the theme's
 * depth and brand variables, and class-based rules, each written beside the component it styles
 * (`*.server-css.ts`). Emotion's stylesheet comes after it in <head>, so components can still
 * override any of it.
 */
export const staticCss = [
  globalCss,
  webFontFace(FONT_URL),
  ...INTER_FALLBACKS.map((fallback) => fallbackFontFace(fallback)),
  // The page's font (the emotion global styles set everything else on body).
  `body{font-family:${font.body}}`,
  themeCss,
  brandMarkCss,
  footerCss,
  eyebrowCss,
  productCardVisualCss,
  heroVisualCss,
  iconCss,
  floatingDockCss,
].join('\n');
