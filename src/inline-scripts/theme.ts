import { STORAGE_KEYS } from '../lib/timing';

/**
 * Runs at the top of <body>, before first paint: the server renders <body class="light">; a
 * visitor who saved "dark" has the class removed before anything shows. Where storage is blocked
 * (private mode) the page stays light.
 */
export default function applySavedTheme(): void {
  try {
    if (localStorage.getItem(STORAGE_KEYS.theme) === 'dark') document.body.classList.remove('light');
  } catch {
    return;
  }
}
