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

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Spacing on a 4 px grid: space(4) = 1rem. */
export const space = (steps: number): string => `${steps * 0.25}rem`;

export const radius = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const breakpoint = { md: 768, lg: 1024 } as const;

export const mq = {
  md: `@media (min-width: ${breakpoint.md}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 0.02}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const layout = { maxWidth: '1200px', headerHeight: '64px' } as const;
