import { inlineScript } from '../../gatsby/lib/inline-script';
import { STORAGE_KEYS } from '../lib/timing';

const script = inlineScript('first-page');

/** One page load of the script, in a window of the given address, referrer and privacy setting. */
const load = (storage: Map<string, string>, href: string, referrer: string, globalPrivacyControl = false) => {
  const url = new URL(href);
  const sessionStorage = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) };
  new Function('window', 'location', 'document', 'navigator', script)({ sessionStorage }, url, { referrer }, { globalPrivacyControl });
};

describe('the first-page script', () => {
  it('keeps the first page of the session (address, referring origin only) and counts every load', () => {
    const storage = new Map<string, string>();
    load(storage, 'https://site.example/services/?utm_source=news', 'https://news.example/a/b?c=d');
    load(storage, 'https://site.example/contact/', 'https://site.example/services/');
    expect(JSON.parse(storage.get(STORAGE_KEYS.firstPage)!)).toEqual({ pathname: '/services/', search: '?utm_source=news', referrer: 'https://news.example' });
    expect(storage.get(STORAGE_KEYS.pagesViewed)).toBe('2');
  });

  it('keeps nothing of the page with Global Privacy Control on, but still counts it', () => {
    const storage = new Map<string, string>();
    load(storage, 'https://site.example/?utm_source=news', 'https://news.example/', true);
    expect(storage.has(STORAGE_KEYS.firstPage)).toBe(false);
    expect(storage.get(STORAGE_KEYS.pagesViewed)).toBe('1');
  });

  it('throws nothing when storage is refused', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      new Function('window', 'location', 'document', 'navigator', script)({ sessionStorage: refusing }, new URL('https://site.example/'), { referrer: '' }, {}),
    ).not.toThrow();
  });
});
