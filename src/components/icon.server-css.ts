import { PAGE_SYMBOLS_ID } from '../lib/icons';
import { serverCss } from '../styles/server-css';

/**
 * Icons (icon.tsx): sized by the text around them and coloured by it (currentColor); the page's
 * own icon symbols are referenced by <use>, never drawn themselves; an icon on a tinted tile sits
 * at the top of a card or beside a detail.
 */
export const iconCss = serverCss`
  .icon { width: 1.25em; height: 1.25em; flex: none; vertical-align: -0.25em; }
  #${PAGE_SYMBOLS_ID} { display: none; }
  .icon-tile {
    display: inline-flex; align-items: center; justify-content: center; width: 2.75rem; height: 2.75rem; border-radius: 12px;
    background: var(--color-icon-bg); color: var(--color-accent-strong); flex: none;
  }
  .icon-tile .icon { width: 1.375rem; height: 1.375rem; vertical-align: 0; }
`;
