import React, { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { nextTheme, themeFromStorage, type Theme } from '../lib/theme';
import { STORAGE_KEYS } from '../lib/timing';
import { color, fontSize, radius } from '../styles/tokens';

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  font-size: ${fontSize.md};
`;

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
  return (
    <ToggleButton type="button" onClick={toggle} aria-label={label} title={label} data-theme-toggle>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </ToggleButton>
  );
};
