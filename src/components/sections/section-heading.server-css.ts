import { fontSize, fontWeight, letterSpacing, space } from '../../styles/tokens';
import { serverCss } from '../../styles/server-css';

/**
 * The small uppercase label above a title (section headings, the about section's blocks). The
 * class is doubled to outrank a heading block's own `p` rule, which emotion writes later.
 */
export const eyebrowCss = serverCss`
  .eyebrow.eyebrow {
    margin-bottom: ${space(2)}; color: var(--color-accent-strong); font-size: ${fontSize.sm};
    font-weight: ${fontWeight.bold}; text-transform: uppercase; letter-spacing: ${letterSpacing.label};
  }
`;
