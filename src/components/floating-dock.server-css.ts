import { breakpoint, floating } from '../styles/tokens';
import { serverCss } from '../styles/server-css';

/**
 * The chat launcher's markup (src/components/chat/chat-launcher-button.tsx renders it once the
 * launcher is due) and a fixed "Back to …" link (src/components/back-button.tsx).
 */
const CHAT_LAUNCHER = 'button[aria-label][data-open]';
const FIXED_BACK_LINK = '[data-back-button][data-fixed]';

/**
 * The floating controls stand on an opaque strip across the bottom of the screen, so text scrolls
 * out of sight under the strip's edge instead of passing under a button with its line ends (or
 * starts) hidden: on a phone whenever the chat launcher is shown (its lines reach the launcher's
 * corner), and at every width on a page with a fixed "Back to …" link. The strip is as tall as a
 * control with its inset above and below; the footer ends with as much room, so its last line
 * stays above it. The strip is one element after the page's root (gatsby-ssr.tsx): no JavaScript.
 */
export const floatingDockCss = serverCss`
  .floating-dock { display: none; position: fixed; left: 0; right: 0; bottom: 0; z-index: 15;
    height: calc(${floating.sizePx}px + 2 * ${floating.inset}); background: var(--color-bg); border-top: 1px solid var(--color-border); }
  @media (max-width: ${breakpoint.md - 0.02}px) { body:has(${CHAT_LAUNCHER}) .floating-dock { display: block; } }
  body:has(${FIXED_BACK_LINK}) .floating-dock { display: block; }
  @media (min-width: ${breakpoint.md}px) { .floating-dock { height: calc(${floating.sizePx}px + 2 * ${floating.insetMd}); } }
`;

export const FLOATING_DOCK_CLASS = 'floating-dock';
