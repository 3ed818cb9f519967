import { HERO_ATTRIBUTE, HERO_VARIANTS } from '../lib/hero-variant';
import { STORAGE_KEYS } from '../lib/timing';

/**
 * Runs before first paint: keeps the hero variant stored in this browser session, or draws one
 * 50/50 and stores it, and ends in <html data-hero="1|2">. Storage may be missing or throw, as in
 * private mode: then the visitor still gets a variant, just not a kept one.
 */
export default function applyHeroVariant(): void {
  const variants: readonly string[] = HERO_VARIANTS.map(String);
  let variant: string | null = null;
  try {
    variant = sessionStorage.getItem(STORAGE_KEYS.heroVariant);
  } catch {
    variant = null;
  }
  if (variant === null || !variants.includes(variant)) {
    variant = Math.random() < 0.5 ? variants[0] : variants[1];
    try {
      sessionStorage.setItem(STORAGE_KEYS.heroVariant, variant);
    } catch {
      // Not kept: the next page of the session draws again.
    }
  }
  document.documentElement.setAttribute(HERO_ATTRIBUTE, variant);
}
