import React, { useEffect, useState } from 'react';
import { nextTheme, themeFromStorage, type Theme } from '../lib/theme';
import { STORAGE_KEYS } from '../lib/timing';
import { IconButton } from './ui/icon-button';

const readSavedTheme = (): Theme => {
  try {
    return themeFromStorage(window.localStorage.getItem(STORAGE_KEYS.theme));
  } catch {
    return 'light';
  }
};

/** Light/dark switch; the class was already applied before first paint by the inline script. */
export const ThemeToggle = () => {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => setTheme(readSavedTheme()), []);

  const toggle = () => {
    const next = nextTheme(theme ?? readSavedTheme());
    document.body.classList.toggle('light', next === 'light');
    try {
      window.localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // Storage blocked (private mode): the switch still works for this page view.
    }
    setTheme(next);
  };

  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return <IconButton label={label} title={label} icon={theme === 'dark' ? 'sun' : 'moon'} onClick={toggle} />;
};
