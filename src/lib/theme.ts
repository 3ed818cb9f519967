import { STORAGE_KEYS } from './timing';

export type Theme = 'light' | 'dark';

/** Light unless the visitor saved "dark": a first visit is always light, whatever the system prefers. */
export const themeFromStorage = (saved: string | null): Theme => (saved === 'dark' ? 'dark' : 'light');

export const nextTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

/**
 * Inline script run at the top of <body>, before first paint: the server renders
 * <body class="light">; a visitor who saved "dark" has the class removed before anything shows.
 */
export const themeInlineScript = (): string =>
  `(function(){try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})==='dark')document.body.classList.remove('light')}catch(e){}})();`;
