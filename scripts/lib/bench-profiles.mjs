// Where scripts/bench-interactivity.mjs finds a build's header controls, and how it reads them.
import fs from 'node:fs';
import path from 'node:path';

/**
 * How to find and read a build's controls. `menuOpen` names how its menu button shows it is open;
 * `themeFlag` is the element and class whose presence flips when the theme switches.
 */
export const PROFILES = {
  ours: {
    marker: 'aria-controls="mobile-menu"',
    menu: 'button[aria-controls="mobile-menu"]',
    menuOpen: 'aria-expanded',
    theme: '[data-theme-toggle]',
    themeFlag: { element: 'body', className: 'light' },
    hydrates: true,
  },
  astrowind: {
    marker: 'data-aw-toggle-menu',
    menu: '[data-aw-toggle-menu]',
    menuOpen: 'class-expanded',
    theme: '[data-aw-toggle-color-scheme]',
    themeFlag: { element: 'html', className: 'dark' },
    // On a phone its theme toggle is inside the menu: the theme load opens the menu first.
    themeInMenu: true,
    hydrates: false,
  },
  none: { marker: null, menu: null, menuOpen: null, theme: null, themeFlag: null, hydrates: false },
};

export const profileOf = (dir) => {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return Object.values(PROFILES).find((profile) => profile.marker === null || html.includes(profile.marker));
};
