import { backStaysOnSite, markEntry, type EntryMarks } from '../lib/back-navigation';

/** Marks of this tab's history entries (src/lib/back-navigation.ts); sessionStorage lives as long as the tab's history. */
const STORAGE_KEY = 'history-entries-from-site';

/** The key Gatsby's router gives each entry it pushes; a full page load's entry has none. */
const currentEntryKey = (): string | undefined => {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : undefined;
};

const readMarks = (): EntryMarks => {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as EntryMarks;
  } catch {
    return {};
  }
};

/** Called on every route update: `fromThisSite` is true for a client-side navigation (Gatsby gives a previous location). */
export const recordHistoryEntry = (fromThisSite: boolean): void => {
  const marks = readMarks();
  const next = markEntry(marks, currentEntryKey(), fromThisSite);
  if (next === marks) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, quota): "Back" then follows the referrer of the full page load.
  }
};

/** True when the browser's back from this page lands on a page of this site. */
export const backStaysOnSiteNow = (): boolean => {
  const key = currentEntryKey();
  return backStaysOnSite({
    historyLength: window.history.length,
    referrer: document.referrer,
    origin: window.location.origin,
    entryMark: key === undefined ? undefined : readMarks()[key],
  });
};
