import { HEADER_CONTROLS, type HeaderControlsConfig, isMenuOpen, setHeaderState } from '../lib/header-controls';
import { isSearchShortcut, openSearch, SEARCH_PAGE_SELECTORS } from '../lib/search/open-search';

/**
 * Listens on the window in the capture phase, ahead of React's own listeners: while a part of the
 * page is still hydrating, React may stop a click from travelling further. Where storage is
 * blocked (private mode) the theme still switches for this page view.
 */
export function installHeaderControls(config: HeaderControlsConfig, win: Window, doc: Document): void {
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
      const searchOpener = target.closest<HTMLElement>(SEARCH_PAGE_SELECTORS.opener);
      if (searchOpener) {
        event.preventDefault();
        setHeaderState(config, win, doc, false);
        // From the phone menu, focus returns to the menu button: the menu is closed by then.
        const menuButton = doc.querySelector<HTMLElement>(config.selectors.menuButton);
        openSearch(win, doc, searchOpener.closest(config.selectors.menu) ? menuButton : searchOpener);
      } else if (target.closest(config.selectors.menuButton)) setHeaderState(config, win, doc, !isMenuOpen(config, doc));
      else if (target.closest(config.selectors.themeToggle)) switchTheme();
      else if (target.closest(config.selectors.menu + ' a')) setHeaderState(config, win, doc, false);
    },
    true,
  );
  win.addEventListener('keydown', (event) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      openSearch(win, doc, doc.activeElement as HTMLElement | null);
      return;
    }
    if (event.key !== 'Escape' || !isMenuOpen(config, doc)) return;
    const menu = doc.querySelector(config.selectors.menu);
    const focusWasInMenu = menu !== null && menu.contains(doc.activeElement);
    setHeaderState(config, win, doc, false);
    const button = doc.querySelector(config.selectors.menuButton) as HTMLElement | null;
    if (focusWasInMenu && button) button.focus();
  });
  win.addEventListener('scroll', () => setHeaderState(config, win, doc, isMenuOpen(config, doc)), { passive: true });
}

/**
 * Runs at the top of <body> on every page, for the whole visit: the header's menu button, theme
 * toggle and frosted bar work from the first paint, before (and without) the app's bundles
 * (src/lib/header-controls.ts has the state rules the React side shares).
 */
export default function runHeaderControls(): void {
  installHeaderControls(HEADER_CONTROLS, window, document);
}
