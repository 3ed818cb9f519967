import { fontSize, letterSpacing, space } from '../styles/tokens';
import { serverCss } from '../styles/server-css';

/** The footer's brand line (mark and wordmark, as in the header) and its contact list, each line behind its icon. */
export const footerCss = serverCss`
  .footer-brand { display: flex; align-items: center; font-size: ${fontSize.lg}; letter-spacing: ${letterSpacing.heading}; color: var(--color-text); }
  .footer-contact li { display: flex; align-items: center; gap: ${space(2)}; }
  .footer-contact .icon { color: var(--color-accent-strong); }
`;
