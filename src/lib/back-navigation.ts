/**
 * Where a "Back to …" button leads: back in history when the previous history entry is a page of
 * this site (whether the visitor came by a full page load or a client-side navigation), otherwise
 * to a fixed page of the site, so "back" never leaves the site or does nothing.
 */

/** For each history entry (by its key), whether it was reached by a client-side navigation from a page of this site. */
export type EntryMarks = Readonly<Record<string, boolean>>;

/**
 * Records the entry a route update lands on. An entry is marked once, when first seen: a new key
 * is a link followed inside the site (a push); a key already marked is the visitor moving back or
 * forward, which does not change what lies before that entry.
 */
export const markEntry = (marks: EntryMarks, key: string | undefined, fromThisSite: boolean): EntryMarks =>
  key === undefined || key in marks ? marks : { ...marks, [key]: fromThisSite };

export interface BackContext {
  /** window.history.length: 1 when this tab has no earlier entry. */
  historyLength: number;
  /** document.referrer of the last full page load ("" when there was none). */
  referrer: string;
  /** window.location.origin. */
  origin: string;
  /** The mark of the current history entry (markEntry), undefined for the entry of a full page load. */
  entryMark: boolean | undefined;
}

const sameOrigin = (address: string, origin: string): boolean => {
  try {
    return new URL(address).origin === origin;
  } catch {
    return false;
  }
};

/** True when going back in history lands on a page of this site. */
export const backStaysOnSite = ({ historyLength, referrer, origin, entryMark }: BackContext): boolean => {
  if (historyLength <= 1) return false;
  return entryMark ?? sameOrigin(referrer, origin);
};
