import { type Attribution, cleanAttribution, firstTouch, GPC_FIELDS } from '../lib/attribution';
import { CONTACT_ATTRIBUTE } from '../lib/contact-variant';
import { HERO_ATTRIBUTE } from '../lib/hero-variant';
import { STORAGE_KEYS } from '../lib/timing';

/**
 * The visit's attribution in sessionStorage: taken from the first page of the session, updated on
 * every page view, read when a lead is sent. No cookie and no request: nothing leaves the browser
 * until the visitor sends a lead. With Global Privacy Control on, only the experiment's variants
 * are kept.
 */
const privacyControlOn = (): boolean => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

const readStored = (): Attribution | null => {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEYS.leadAttribution);
    return stored === null ? null : cleanAttribution(JSON.parse(stored)).attribution;
  } catch {
    return null;
  }
};

/** The session's first page: as the inline script kept it before first paint, else this page. */
const takeFirstPage = (): Attribution => {
  try {
    const kept = window.sessionStorage.getItem(STORAGE_KEYS.firstPage);
    window.sessionStorage.removeItem(STORAGE_KEYS.firstPage);
    if (kept !== null) {
      const { pathname, search, referrer } = JSON.parse(kept) as { pathname: string; search: string; referrer: string };
      return firstTouch({ pathname, search, origin: window.location.origin }, referrer);
    }
  } catch {
    // Unreadable: this page stands in.
  }
  return firstTouch(window.location, document.referrer);
};

/**
 * Called after every page render (gatsby-browser's onRouteUpdate). A full page load was counted
 * by the inline script; a navigation inside the app (`inApp`) is counted here.
 */
export const recordPageView = (inApp: boolean): void => {
  const stored = readStored();
  const visit: Attribution = stored ?? (privacyControlOn() ? {} : takeFirstPage());
  try {
    const views = Number(window.sessionStorage.getItem(STORAGE_KEYS.pagesViewed)) || 0;
    if (inApp) window.sessionStorage.setItem(STORAGE_KEYS.pagesViewed, String(views + 1));
  } catch {
    // Not counted.
  }
  const html = document.documentElement;
  // The headline drawn for the session is on <html>; it counts as seen once a page showed the hero.
  const hero = html.getAttribute(HERO_ATTRIBUTE);
  if (hero && document.querySelector('[data-hero-variant]')) visit.hero_variant = hero;
  const contact = html.getAttribute(CONTACT_ATTRIBUTE);
  if (contact) visit.contact_variant = contact;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.leadAttribution, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode, quota): the lead then goes without its attribution.
  }
};

/** What goes with a lead sent now from this page. */
export const currentAttribution = (): Attribution => {
  let pagesViewed: string | null = null;
  try {
    pagesViewed = window.sessionStorage.getItem(STORAGE_KEYS.pagesViewed);
  } catch {
    // Storage refused: no count.
  }
  const visit: Attribution = { ...readStored(), sent_from: window.location.pathname };
  if (pagesViewed) visit.pages_viewed = String(Math.min(Number(pagesViewed), 99_999));
  if (!privacyControlOn()) return cleanAttribution(visit).attribution;
  const variantsOnly: Attribution = { gpc: 'on' };
  for (const key of GPC_FIELDS) if (visit[key]) variantsOnly[key] = visit[key];
  return cleanAttribution(variantsOnly).attribution;
};
