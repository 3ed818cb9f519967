import { STORAGE_KEYS } from '../lib/timing';

/**
 * Runs before first paint, on every page load: counts the page view, and the first page of the
 * session keeps its address and the referring site's origin in sessionStorage, so a visitor who
 * moves on before the bundles load still has their campaign and landing page
 * (src/browser/attribution.ts reads it when a lead is sent, and keeps only the campaign parameters).
 * Nothing is sent. With Global Privacy Control on, the first page is not kept.
 */
export default function keepFirstPage(): void {
  try {
    const storage = window.sessionStorage;
    storage.setItem(STORAGE_KEYS.pagesViewed, String((Number(storage.getItem(STORAGE_KEYS.pagesViewed)) || 0) + 1));
    const privacyControl = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    if (privacyControl || storage.getItem(STORAGE_KEYS.firstPage) !== null) return;
    let referrer = '';
    try {
      referrer = new URL(document.referrer).origin;
    } catch {
      // No referrer, or not an address.
    }
    storage.setItem(STORAGE_KEYS.firstPage, JSON.stringify({ pathname: location.pathname, search: location.search, referrer }));
  } catch {
    // Storage refused (private mode): the first hydrated page stands in for the first page.
  }
}
