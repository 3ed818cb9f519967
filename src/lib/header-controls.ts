import { HEADER_SCROLL_THRESHOLD_PX, STORAGE_KEYS } from './timing';

/**
 * The header's controls work from the first paint, before (and without) the app's bundles: a
 * plain DOM script, inline at the top of <body>, owns the menu button, the theme toggle and the
 * frosted bar on every page, for the whole visit. The React header renders their markup and
 * nothing else (no state, no handlers), so hydration has nothing to take over: no double toggle,
 * and what the visitor set before hydration stays, since React never changes an attribute whose
 * value it rendered did not change. The functions below are serialised into the page as they
 * are, so each must be self-contained: it may use only its parameters and the browser's globals.
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

/**
 * Listens on the window in the capture phase, ahead of React's own listeners: while a part of the
 * page is still hydrating, React may stop a click from travelling further. Where storage is
 * blocked (private mode) the theme still switches for this page view. No comments inside: the
 * page carries these bodies as they are written.
 */
export function installHeaderControls(
  config: HeaderControlsConfig,
  win: Window,
  doc: Document,
  setState: typeof setHeaderState,
  isOpen: typeof isMenuOpen,
): void {
  const switchTheme = () => {
    const light = doc.body.classList.toggle('light');
    try {
      win.localStorage.setItem(config.themeStorageKey, light ? 'light' : 'dark');
    } catch {
      return;
    }
  };
  win.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || typeof target.closest !== 'function') return;
      if (target.closest(config.selectors.menuButton)) setState(config, win, doc, !isOpen(config, doc));
      else if (target.closest(config.selectors.themeToggle)) switchTheme();
      else if (target.closest(config.selectors.menu + ' a')) setState(config, win, doc, false);
    },
    true,
  );
  win.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen(config, doc)) return;
    const menu = doc.querySelector(config.selectors.menu);
    const focusWasInMenu = menu !== null && menu.contains(doc.activeElement);
    setState(config, win, doc, false);
    const button = doc.querySelector(config.selectors.menuButton) as HTMLElement | null;
    if (focusWasInMenu && button) button.focus();
  });
  win.addEventListener('scroll', () => setState(config, win, doc, isOpen(config, doc)), { passive: true });
}

/** What a compiler leaves in a function that reaches outside it: a module binding or helper. */
const MODULE_REFERENCE = /__webpack_|\brequire\(|\b_interop|\(0,\s*_/;

/**
 * The inline script: the three functions above, serialised, called with the site's settings. The
 * build compiles them first; should it ever make one reach a module binding or a helper, or emit
 * something that does not parse, the build stops here rather than ship a header that does nothing.
 */
export const headerInlineScript = (): string => {
  const source = `(${installHeaderControls.toString()})(${JSON.stringify(HEADER_CONTROLS)},window,document,${setHeaderState.toString()},${isMenuOpen.toString()});`;
  if (MODULE_REFERENCE.test(source)) throw new Error(`header-controls: a serialised function reaches outside itself: ${source.match(MODULE_REFERENCE)?.[0]}`);
  new Function(source);
  return source;
};
