import { backStaysOnSite, markEntry } from './back-navigation';

const origin = 'https://site.example';

describe('where "Back to …" leads', () => {
  it('goes back after a full page load from a page of this site', () => {
    expect(backStaysOnSite({ historyLength: 3, referrer: `${origin}/newsroom/`, origin, entryMark: undefined })).toBe(true);
  });

  it('goes to the fixed page after arriving from another site, a bookmark, or in a fresh tab', () => {
    expect(backStaysOnSite({ historyLength: 3, referrer: 'https://search.example/?q=press', origin, entryMark: undefined })).toBe(false);
    expect(backStaysOnSite({ historyLength: 3, referrer: '', origin, entryMark: undefined })).toBe(false);
    expect(backStaysOnSite({ historyLength: 1, referrer: `${origin}/press/`, origin, entryMark: true })).toBe(false);
  });

  it('goes back after a client-side navigation, whatever the referrer of the first load', () => {
    const marks = markEntry({}, 'k2', true);
    expect(backStaysOnSite({ historyLength: 2, referrer: '', origin, entryMark: marks.k2 })).toBe(true);
  });

  it('keeps an entry’s mark when the visitor comes back to it, so back from a page first opened from outside still leaves for the fixed page', () => {
    // Landed on k1 from outside (full load, no mark), followed a link to k2, then pressed the browser's back.
    let marks = markEntry({}, 'k1', false);
    marks = markEntry(marks, 'k2', true);
    marks = markEntry(marks, 'k1', true);
    expect(marks).toEqual({ k1: false, k2: true });
    expect(backStaysOnSite({ historyLength: 3, referrer: 'https://search.example/', origin, entryMark: marks.k1 })).toBe(false);
  });

  it('leaves entries without a key unmarked', () => {
    expect(markEntry({ a: true }, undefined, true)).toEqual({ a: true });
  });
});
