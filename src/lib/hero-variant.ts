import { STORAGE_KEYS } from './timing';

/** The two hero headlines of spec §1, drawn 50/50 once per browser session. */
export const HERO_VARIANTS = [1, 2] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** Attribute set on <html> before first paint; CSS shows the matching headline, so nothing flickers. */
export const HERO_ATTRIBUTE = 'data-hero';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored or attribute value as a variant, or null when it is missing or not one of ours. */
export const parseHeroVariant = (raw: unknown): HeroVariant | null =>
  HERO_VARIANTS.find((variant) => String(variant) === raw) ?? null;

/** Equal chance for each variant. The inline script below uses the same comparison. */
export const drawHeroVariant = (random: () => number): HeroVariant =>
  random() < 0.5 ? HERO_VARIANTS[0] : HERO_VARIANTS[1];

/**
 * Keeps the session's variant, or draws and stores a new one. Storage can be missing or throw
 * (private mode, blocked cookies): then the visitor still gets a variant, just not a kept one.
 */
export const resolveHeroVariant = (storage: SessionStore | null, random: () => number): HeroVariant => {
  let stored: HeroVariant | null = null;
  try {
    stored = parseHeroVariant(storage?.getItem(STORAGE_KEYS.heroVariant) ?? null);
  } catch {
    stored = null;
  }
  if (stored !== null) return stored;
  const drawn = drawHeroVariant(random);
  try {
    storage?.setItem(STORAGE_KEYS.heroVariant, String(drawn));
  } catch {
    // Not kept: the next page may draw again, which is the best private mode allows.
  }
  return drawn;
};

/**
 * ES5 snippet the server inlines before first paint: the same resolve as resolveHeroVariant,
 * with Math.random and sessionStorage, ending in <html data-hero="1|2">. Key and values are
 * taken from the constants above so script and module cannot drift.
 */
export const heroVariantInlineScript = (): string => {
  const key = JSON.stringify(STORAGE_KEYS.heroVariant);
  const [first, second] = HERO_VARIANTS.map((variant) => JSON.stringify(String(variant)));
  return (
    `(function(){var k=${key},v=null;` +
    `try{v=sessionStorage.getItem(k)}catch(e){}` +
    `if(v!==${first}&&v!==${second}){v=Math.random()<0.5?${first}:${second};` +
    `try{sessionStorage.setItem(k,v)}catch(e){}}` +
    `document.documentElement.setAttribute(${JSON.stringify(HERO_ATTRIBUTE)},v)})();`
  );
};
