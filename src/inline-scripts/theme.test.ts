import { inlineScript } from '../../gatsby/lib/inline-script';

const script = inlineScript('theme');

/** Runs the script as the page carries it, against a fake <body> and storage: is body.light still there? */
const staysLight = (saved: string | null | Error) => {
  const classes = new Set(['light']);
  const document = { body: { classList: { remove: (name: string) => classes.delete(name) } } };
  const localStorage = {
    getItem: (key: string) => {
      if (saved instanceof Error) throw saved;
      return key === 'theme' ? saved : null;
    },
  };
  new Function('document', 'localStorage', script)(document, localStorage);
  return classes.has('light');
};

describe('the theme script', () => {
  it('keeps body.light unless "dark" is saved under key "theme"', () => {
    expect(staysLight(null)).toBe(true);
    expect(staysLight('light')).toBe(true);
    expect(staysLight('dark')).toBe(false);
  });

  it('stays light where storage is blocked', () => {
    expect(staysLight(new Error('SecurityError'))).toBe(true);
  });
});
