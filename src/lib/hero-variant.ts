import { STORAGE_KEYS } from './timing';

/** The hero has two headlines, drawn 50/50 once per browser session. */
const HERO_VARIANTS = [1, 2] as const;

/** Attribute set on <html> before first paint; CSS shows the matching headline, so nothing flickers. */
export const HERO_ATTRIBUTE = 'data-hero';

/**
 * ES5 snippet the server inlines before first paint: keeps the variant stored in this browser
 * session, or draws one 50/50 and stores it (storage may be missing or throw, as in private
 * mode: then the visitor still gets a variant, just not a kept one), and ends in
 * <html data-hero="1|2">. Key, values and attribute come from the constants above.
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
