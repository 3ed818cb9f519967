export type Theme = 'light' | 'dark';

/** Light unless the visitor saved "dark": a first visit is always light, whatever the system prefers. */
export const themeFromStorage = (saved: string | null): Theme => (saved === 'dark' ? 'dark' : 'light');

export const nextTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
