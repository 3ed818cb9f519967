/**
 * Design tokens. Colours are CSS custom properties so the light/dark switch is one class on
 * <body> (set before first paint), with no re-render. Values live in global-styles.ts.
 */
export const color = {
  bg: 'var(--color-bg)',
  surface: 'var(--color-surface)',
  surfaceRaised: 'var(--color-surface-raised)',
  text: 'var(--color-text)',
  muted: 'var(--color-muted)',
  accent: 'var(--color-accent)',
  accentStrong: 'var(--color-accent-strong)',
  onAccent: 'var(--color-on-accent)',
  border: 'var(--color-border)',
  danger: 'var(--color-danger)',
  success: 'var(--color-success)',
  headerFrost: 'var(--color-header-frost)',
  focus: 'var(--color-focus)',
} as const;

/**
 * Inter (self-hosted, variable) first; then its metric-matched fallbacks (src/lib/font-metrics.ts),
 * so the page lays out the same before and after the font arrives; then the system stack.
 */
export const font = {
  body: '"Inter Variable", "Inter Fallback", "Inter Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/**
 * Type scale: a 1.2 ratio around a 16 px body, the two display sizes fluid between phone and
 * desktop. Every font size in the site is one of these.
 */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  base: '1rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '1.875rem',
  /** Section titles. */
  title: 'clamp(1.75rem, 3.5vw, 2.5rem)',
  /** Page and hero headlines. */
  display: 'clamp(2.25rem, 5.5vw, 3.75rem)',
} as const;

/** Headings tight, running text open; labels (small uppercase above titles) tracked out. */
export const lineHeight = { tight: 1.1, snug: 1.3, body: 1.6 } as const;
export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 } as const;
export const letterSpacing = { display: '-0.035em', heading: '-0.02em', label: '0.08em' } as const;

/** Spacing on a 4 px grid: space(4) = 1rem. Every margin, padding and gap is a step of it. */
export const space = (steps: number): string => `${steps * 0.25}rem`;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

/** Card elevation at rest and when hovered or holding focus (colours per theme in global styles). */
export const shadow = { rest: 'var(--shadow-rest)', raised: 'var(--shadow-raised)' } as const;

/** The brand gradient (accent to violet), tuned per theme. */
export const gradient = { brand: 'var(--gradient-brand)', wash: 'var(--gradient-wash)' } as const;

export const motion = { fast: '160ms ease-out' } as const;

/**
 * The floating controls' corner: the chat launcher (a 60 px round button) sits this far from the
 * bottom right, a page's fixed "Back to …" button as far from the bottom left. The footer ends with
 * room for them so its last line is never under either once scrolled to the end.
 */
export const floating = { sizePx: 60, inset: space(4), insetMd: space(6) } as const;

export const breakpoint = { md: 768, lg: 1024 } as const;

export const mq = {
  md: `@media (min-width: ${breakpoint.md}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 0.02}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const layout = { maxWidth: '1200px', headerHeight: '64px' } as const;
