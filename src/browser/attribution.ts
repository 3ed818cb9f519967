import { type Attribution, cleanAttribution, firstTouch } from '../lib/attribution';
import { STORAGE_KEYS } from '../lib/timing';

/**
 * What goes with a lead sent now from this page: the session's first page (kept by the inline
 * script src/inline-scripts/first-page.ts: its campaign parameters, path and referring origin),
 * the variants seen and pages viewed (src/browser/page-views.ts), and this page. Read only when a
 * lead is sent, in the sender's lazily loaded code. With Global Privacy Control on, the
 * experiment's variants only, and says so.
 */
const privacyControlOn = (): boolean => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

const stored = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

const parsed = <T>(text: string | null): Partial<T> => {
  try {
    return text === null ? {} : (JSON.parse(text) as Partial<T>);
  } catch {
    return {};
  }
};

export const currentAttribution = (): Attribution => {
  const seen = parsed<{ hero: string; contact: string }>(stored(STORAGE_KEYS.variantsSeen));
  const variants: Attribution = { hero_variant: seen.hero, contact_variant: seen.contact };
  if (privacyControlOn()) return cleanAttribution({ ...variants, gpc: 'on' }).attribution;
  const first = parsed<{ pathname: string; search: string; referrer: string }>(stored(STORAGE_KEYS.firstPage));
  const visit: Attribution = {
    ...(typeof first.pathname === 'string'
      ? firstTouch({ pathname: first.pathname, search: first.search ?? '', origin: window.location.origin }, first.referrer ?? '')
      : {}),
    ...variants,
    pages_viewed: stored(STORAGE_KEYS.pagesViewed) ?? undefined,
    sent_from: window.location.pathname,
  };
  return cleanAttribution(Object.fromEntries(Object.entries(visit).filter(([, value]) => value !== undefined))).attribution;
};
