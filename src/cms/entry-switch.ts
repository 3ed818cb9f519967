/**
 * Decap keeps the open entry's form when the address changes straight to another entry (typed in
 * the address bar, a link, Back): the new address then shows, and saves, the previous entry
 * (decap-cms issue 4147, open upstream). Loading the page afresh on such a move always shows the
 * entry the address names. Decap's own moves change the address too. Of those between two
 * editors, "Publish and create new / duplicate" (an entry to a new one of its collection) sets the
 * new form itself and is left alone; a new entry moving to its saved address is reloaded as well,
 * which also brings its "View Live" link (Decap shows none until the page is loaded again).
 */

const EDITOR_ADDRESS = /^#\/collections\/([^/?]+)\/(entries\/[^?]+|new)(?:\?.*)?$/;

/** `#/collections/<collection>/entries/<slug>` or `#/collections/<collection>/new`: the collection, or undefined for other screens. */
export const editedCollection = (hash: string): string | undefined => EDITOR_ADDRESS.exec(hash)?.[1];

const isNewEntry = (hash: string): boolean => EDITOR_ADDRESS.exec(hash)?.[2] === 'new';

/** Whether moving from one address to the other leaves one entry's editor for another's that Decap would not load. */
export const isEntrySwitch = (from: string, to: string): boolean => {
  const [before, after] = [editedCollection(from), editedCollection(to)];
  if (from === to || before === undefined || after === undefined) return false;
  return !(before === after && isNewEntry(to));
};

/** The address to open once the page has loaded afresh (kept for the one reload, in this tab only). */
const ADDRESS_TO_OPEN = 'cms-address-to-open';

/**
 * Call before Decap's bundle runs (its router reads the address as it loads). On a switch the address is first put back to the entry on screen and
 * the page reloaded, to open the new address once loaded: if the writer has unsaved changes and
 * chooses to stay, the form and the address still name the same entry, and a save writes that
 * entry's file.
 */
export const reloadOnEntrySwitch = (): void => {
  const addressToOpen = sessionStorage.getItem(ADDRESS_TO_OPEN);
  if (addressToOpen) {
    sessionStorage.removeItem(ADDRESS_TO_OPEN);
    window.history.replaceState(null, '', addressToOpen);
  }
  let shown = window.location.href;
  window.addEventListener('hashchange', () => {
    const previous = shown;
    shown = window.location.href;
    if (!isEntrySwitch(new URL(previous).hash, window.location.hash)) return;
    sessionStorage.setItem(ADDRESS_TO_OPEN, window.location.href);
    window.history.replaceState(null, '', previous);
    shown = previous;
    window.location.reload();
  });
};
