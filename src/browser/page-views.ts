import { CONTACT_ATTRIBUTE } from '../lib/contact-variant';
import { HERO_ATTRIBUTE } from '../lib/hero-variant';
import { STORAGE_KEYS } from '../lib/timing';

/**
 * What a lead will say about the visit, noted as the visitor browses, in sessionStorage only
 * (nothing leaves the browser until a lead is sent; src/browser/attribution.ts reads it then):
 * the pages viewed and the experiment's variants seen. The first page and full page loads are
 * noted before any bundle, by the inline script src/inline-scripts/first-page.ts. Kept this small
 * because it is in every page's first load.
 */
export const recordPageView = (inApp: boolean): void => {
  try {
    const storage = window.sessionStorage;
    // A full page load was counted by the inline script; a navigation inside the app is counted here.
    if (inApp) storage.setItem(STORAGE_KEYS.pagesViewed, String((Number(storage.getItem(STORAGE_KEYS.pagesViewed)) || 0) + 1));
    const seen = JSON.parse(storage.getItem(STORAGE_KEYS.variantsSeen) ?? '{}') as Record<string, string>;
    const html = document.documentElement;
    // The headline drawn for the session is on <html>; it counts as seen once a page showed the hero.
    const hero = html.getAttribute(HERO_ATTRIBUTE);
    if (hero && document.querySelector('[data-hero-variant]')) seen.hero = hero;
    const contact = html.getAttribute(CONTACT_ATTRIBUTE);
    if (contact) seen.contact = contact;
    storage.setItem(STORAGE_KEYS.variantsSeen, JSON.stringify(seen));
  } catch {
    // Storage refused (private mode, quota): the lead then goes without these.
  }
};
