import { serverCss } from '../../styles/server-css';

/** The home hero's brand visual (hero-visual.tsx): desktop only, square, beside the text. */
export const heroVisualCss = serverCss`
  .hero-visual { display: none; position: relative; aspect-ratio: 1; width: 100%; max-width: 30rem; justify-self: end; }
  @media (min-width: 1024px) { .hero-visual { display: block; } }
  .hero-visual svg { display: block; width: 100%; height: 100%; }
  .hv-stop-1 { stop-color: var(--brand-1); }
  .hv-stop-2 { stop-color: var(--brand-2); }
  .hv-stop-3 { stop-color: var(--brand-3); }
  .hv-ring { fill: none; stroke: var(--color-border); stroke-width: 1.5; stroke-dasharray: 4 8; }
  .hv-ring-inner { stroke-dasharray: none; opacity: .7; }
  .hv-wire { stroke: url(#hv-brand); stroke-width: 2; opacity: .55; }
  .hv-core { fill: url(#hv-brand); filter: drop-shadow(0 18px 30px var(--hv-glow)); }
  .hv-node { fill: var(--color-surface-raised); stroke: var(--color-border); stroke-width: 1.5; filter: drop-shadow(0 6px 12px var(--hv-shadow)); }
  .hv-icon { position: absolute; transform: translate(-50%, -50%); display: flex; color: var(--color-accent-strong); }
  .hv-icon .icon { width: 1.6rem; height: 1.6rem; vertical-align: 0; }
  .hv-icon-core { left: 50%; top: 50%; color: #fff; }
  .hv-icon-core .icon { width: 3.5rem; height: 3.5rem; }
`;
