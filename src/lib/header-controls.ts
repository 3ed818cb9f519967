import { HEADER_SCROLL_THRESHOLD_PX, STORAGE_KEYS } from './timing';

/**
 * The header's controls work from the first paint, before (and without) the app's bundles: a
 * plain DOM script, inline at the top of <body> (src/inline-scripts/header-controls.ts), owns the
 * menu button, the theme toggle and the frosted bar on every page, for the whole visit. The React
 * header renders their markup and nothing else (no state, no handlers), so hydration has nothing
 * to take over: no double toggle, and what the visitor set before hydration stays, since React
 * never changes an attribute whose value it rendered did not change. Here: the markup both sides
 * know, and the state rules the script and the app's route changes share.
 */

export const MOBILE_MENU_ID = 'mobile-menu';

/** The markup the script finds; the header components render these selectors. */
export const HEADER_SELECTORS = {
  bar: 'header[data-frosted]',
  menuButton: '[data-menu-toggle]',
  menu: `#${MOBILE_MENU_ID}`,
  themeToggle: '[data-theme-toggle]',
} as const;

export interface HeaderControlsConfig {
  selectors: typeof HEADER_SELECTORS;
  /** The bar is frosted once the page has scrolled further than this, and while the menu is open. */
  frostAfterPx: number;
  themeStorageKey: string;
}

export const HEADER_CONTROLS: HeaderControlsConfig = {
  selectors: HEADER_SELECTORS,
  frostAfterPx: HEADER_SCROLL_THRESHOLD_PX,
  themeStorageKey: STORAGE_KEYS.theme,
};

/**
 * Opens or closes the menu (the button's aria-expanded, the menu's hidden) and frosts the bar to
 * match. Only changed attributes are written: the scroll listener calls this on every scroll event.
 */
export function setHeaderState(config: HeaderControlsConfig, win: Window, doc: Document, menuOpen: boolean): void {
  const write = (element: Element | null, name: string, value: string | null) => {
    if (!element || element.getAttribute(name) === value) return;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };
  const button = doc.querySelector(config.selectors.menuButton);
  const menu = doc.querySelector(config.selectors.menu);
  if (button && menu) {
    write(button, 'aria-expanded', String(menuOpen));
    write(menu, 'hidden', menuOpen ? null : '');
  }
  write(doc.querySelector(config.selectors.bar), 'data-frosted', String(menuOpen || win.scrollY > config.frostAfterPx));
}

/** Whether the menu is open, read from the page itself: the page is the one place the state lives. */
export function isMenuOpen(config: HeaderControlsConfig, doc: Document): boolean {
  const button = doc.querySelector(config.selectors.menuButton);
  return button !== null && button.getAttribute('aria-expanded') === 'true';
}
