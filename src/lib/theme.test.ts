import { nextTheme, themeFromStorage, themeInlineScript } from './theme';

const runInlineScript = (saved: string | null) => {
  const classes = new Set(['light']);
  const document = { body: { classList: { remove: (name: string) => classes.delete(name) } } };
  const localStorage = { getItem: (key: string) => (key === 'theme' ? saved : null) };
  new Function('document', 'localStorage', themeInlineScript())(document, localStorage);
  return classes.has('light');
};

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

  it('inline script keeps body.light unless "dark" is saved under key "theme"', () => {
    expect(runInlineScript(null)).toBe(true);
    expect(runInlineScript('light')).toBe(true);
    expect(runInlineScript('dark')).toBe(false);
  });
});
