import { HERO_VARIANTS } from './hero-variant';
import { removeInvisible } from './contact/invisible';
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from './attribution-fields';

export { ATTRIBUTION_FIELDS, type Attribution, type AttributionField };

/**
 * Where a lead came from: the campaign (UTM parameters), the first page of the visit, the site
 * that sent the visitor (its origin only), the experiment's variants the visitor saw, how many
 * pages they viewed and the page the lead was sent from. The browser keeps it in sessionStorage
 * and sends it only with a lead; the function keeps what passes {@link cleanAttribution} and
 * drops the rest, never refusing the lead for it. The names (./attribution-fields) are also the
 * Netlify Forms fields.
 */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** What a lead carries when the visitor's browser sends Global Privacy Control: the experiment's variants only. */
export const GPC_FIELDS: readonly AttributionField[] = ['hero_variant', 'contact_variant', 'gpc'];
export const CONTACT_VARIANTS = ['contact', 'demo'] as const;

const MAX_TEXT = 150;
const MAX_PATH = 300;
const MAX_ORIGIN = 200;

// eslint-disable-next-line no-control-regex -- control characters (line breaks included) are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const isPrintableLine = (value: string, max: number): boolean =>
  value.length > 0 && value.length <= max && !CONTROL.test(value) && removeInvisible(value) === value && value.trim() === value;
const isPath = (value: string): boolean => isPrintableLine(value, MAX_PATH) && /^\/[^\s?#]*$/.test(value) && !value.startsWith('//');

/** An http(s) origin and nothing more: no path, query, fragment or credentials. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const RULES: Record<AttributionField, (value: string) => boolean> = {
  utm_source: (value) => isPrintableLine(value, MAX_TEXT),
  utm_medium: (value) => isPrintableLine(value, MAX_TEXT),
  utm_campaign: (value) => isPrintableLine(value, MAX_TEXT),
  utm_term: (value) => isPrintableLine(value, MAX_TEXT),
  utm_content: (value) => isPrintableLine(value, MAX_TEXT),
  landing_page: isPath,
  sent_from: isPath,
  referrer: (value) => value.length <= MAX_ORIGIN && originOf(value) === value,
  hero_variant: (value) => HERO_VARIANTS.map(String).includes(value),
  contact_variant: (value) => (CONTACT_VARIANTS as readonly string[]).includes(value),
  pages_viewed: (value) => /^[1-9][0-9]{0,4}$/.test(value),
  gpc: (value) => value === 'on',
};

const isAttributionField = (key: string): key is AttributionField => (ATTRIBUTION_FIELDS as readonly string[]).includes(key);

/**
 * The attribution a lead may carry: known keys whose value is a string that passes its rule;
 * with `gpc: 'on'`, the variants only. `dropped` names (never quotes) everything else.
 */
export function cleanAttribution(raw: unknown): { attribution: Attribution; dropped: string[] } {
  if (raw === undefined) return { attribution: {}, dropped: [] };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { attribution: {}, dropped: ['attribution'] };
  const attribution: Attribution = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (isAttributionField(key) && typeof value === 'string' && RULES[key](value)) attribution[key] = value;
    else dropped.push(isAttributionField(key) ? key : 'unknown-key');
  }
  if (attribution.gpc !== 'on') return { attribution, dropped };
  for (const key of Object.keys(attribution) as AttributionField[]) {
    if (GPC_FIELDS.includes(key)) continue;
    delete attribution[key];
    dropped.push(key);
  }
  return { attribution, dropped };
}

/** The first page of a visit: its campaign parameters, its path, and the referring site's origin when it is another site. */
export function firstTouch(location: { pathname: string; search: string; origin: string }, referrer: string): Attribution {
  const params = new URLSearchParams(location.search);
  const touch: Attribution = { landing_page: location.pathname };
  for (const key of UTM_FIELDS) {
    const value = params.get(key)?.trim();
    if (value) touch[key] = value;
  }
  const from = originOf(referrer);
  if (from && from !== location.origin) touch.referrer = from;
  return cleanAttribution(touch).attribution;
}

/** The "Where this lead came from" lines of the mail: label and value, in a fixed order. */
export function attributionLines(attribution: Attribution | undefined): { label: string; value: string }[] {
  if (!attribution || Object.keys(attribution).length === 0) return [{ label: 'Source', value: 'Unknown (sent without attribution)' }];
  const value = (key: AttributionField, fallback = 'None') => attribution[key] ?? fallback;
  const lines = [
    { label: 'Hero headline seen', value: attribution.hero_variant ? `Variant ${attribution.hero_variant}` : 'Not seen' },
    { label: 'Contact page variant', value: value('contact_variant', 'Not viewed') },
  ];
  if (attribution.gpc === 'on') return [...lines, { label: 'Privacy', value: 'Global Privacy Control on: only the variants were kept' }];
  return [
    { label: 'Campaign', value: UTM_FIELDS.map((key) => `${key.slice(4)}=${value(key, '-')}`).join(', ') },
    { label: 'Landing page', value: value('landing_page', 'Unknown') },
    { label: 'Referred by', value: value('referrer', 'No other site') },
    ...lines,
    { label: 'Pages viewed', value: value('pages_viewed', 'Unknown') },
    { label: 'Sent from', value: value('sent_from', 'Unknown') },
  ];
}
