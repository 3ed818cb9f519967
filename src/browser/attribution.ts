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

/** Called after every page render, the first included (gatsby-browser's onRouteUpdate). */
export const recordPageView = (): void => {
  const stored = readStored();
  const visit: Attribution = stored ?? (privacyControlOn() ? {} : firstTouch(window.location, document.referrer));
  visit.pages_viewed = String(Math.min(Number(visit.pages_viewed ?? 0) + 1, 99_999));
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
  const visit: Attribution = { ...readStored(), sent_from: window.location.pathname };
  if (!privacyControlOn()) return cleanAttribution(visit).attribution;
  const variantsOnly: Attribution = { gpc: 'on' };
  for (const key of GPC_FIELDS) if (visit[key]) variantsOnly[key] = visit[key];
  return cleanAttribution(variantsOnly).attribution;
};
