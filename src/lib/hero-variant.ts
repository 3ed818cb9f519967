/** The hero has two headlines, drawn 50/50 once per browser session. */
export const HERO_VARIANTS = [1, 2] as const;

/** Attribute set on <html> before first paint; CSS shows the matching headline, so nothing flickers. */
export const HERO_ATTRIBUTE = 'data-hero';
