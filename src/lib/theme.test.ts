import { nextTheme, themeFromStorage } from './theme';

describe('theme', () => {
  it('is light when nothing or something unknown is saved, dark only for "dark"', () => {
    expect(themeFromStorage(null)).toBe('light');
    expect(themeFromStorage('blue')).toBe('light');
    expect(themeFromStorage('light')).toBe('light');
    expect(themeFromStorage('dark')).toBe('dark');
  });

  it('toggles between the two', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
  });
});
