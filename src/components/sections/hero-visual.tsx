import React from 'react';
import { Icon } from '../icon';

/** Where the network's nodes sit around the core (viewBox units, centre 240,240). */
const NODES = [
  [240, 52, 'database'],
  [403, 146, 'bot'],
  [403, 334, 'chart-line'],
  [240, 428, 'shield-check'],
  [77, 334, 'workflow'],
  [77, 146, 'mic'],
] as const;

/**
 * The brand visual on the right of the home hero at desktop widths (≥ 1024 px; hidden below): an
 * AI core wired to the six things it connects, drawn as inline SVG shapes. Inline shapes are never
 * a Largest Contentful Paint candidate (only images and text are), so the headline stays the LCP
 * element; colours are the theme's custom properties, so it follows light and dark. Decorative:
 * hidden from assistive technology. Its styles are server-written, beside it in hero-visual.server-css.ts.
 */
export const HeroVisual = () => (
  <div className="hero-visual" aria-hidden="true">
    <svg viewBox="0 0 480 480" focusable="false">
      <defs>
        <linearGradient id="hv-brand" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="hv-stop-1" />
          <stop offset="0.55" className="hv-stop-2" />
          <stop offset="1" className="hv-stop-3" />
        </linearGradient>
      </defs>
      <circle className="hv-ring" cx="240" cy="240" r="188" />
      <circle className="hv-ring hv-ring-inner" cx="240" cy="240" r="120" />
      {NODES.map(([x, y]) => (
        <line key={`${x},${y}`} className="hv-wire" x1="240" y1="240" x2={x} y2={y} />
      ))}
      <rect className="hv-core" x="170" y="170" width="140" height="140" rx="36" transform="rotate(45 240 240)" />
      {NODES.map(([x, y]) => (
        <circle key={`n${x},${y}`} className="hv-node" cx={x} cy={y} r="30" />
      ))}
    </svg>
    {/* Icons over the nodes and the core: HTML boxes placed in % of the square, from the sprite. */}
    <span className="hv-icon hv-icon-core">
      <Icon name="brain-circuit" />
    </span>
    {NODES.map(([x, y, icon]) => (
      <span key={icon} className="hv-icon" style={{ left: `${(x / 480) * 100}%`, top: `${(y / 480) * 100}%` }}>
        <Icon name={icon} />
      </span>
    ))}
  </div>
);
