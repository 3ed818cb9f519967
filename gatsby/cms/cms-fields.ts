import { fieldLabel } from '../../src/lib/cms-names';
import { enums } from '../../src/lib/content-enums';
import { objects, type FieldMap } from '../../src/lib/content-types';
import { SIMPLE_EMAIL_PATTERN } from '../../src/lib/email-pattern';
import { SLUG_FORM } from '../../src/lib/slugify';

/**
 * The fields of the CMS forms, each from one field of the content model: the widget of its type,
 * `required` where the model has `!`, the patterns the site relies on, and words for writers.
 */

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  label_singular?: string;
  summary?: string;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int';
  step?: number;
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  buttons?: string[];
  editor_components?: string[];
}

/** A slug as the routes expect it: lowercase letters and digits in hyphen-separated words. */
export const SLUG_PATTERN: [string, string] = [SLUG_FORM.source, 'Lowercase letters, digits and single hyphens only, e.g. vodex-partnership'];
const HTTPS_PATTERN: [string, string] = ['^https://\\S+$', 'A full address starting with https://'];
const INTERNAL_LINK_PATTERN: [string, string] = [
  '^(?:/(?:[a-z0-9-]+/)*(?:[?#]\\S*)?|https://\\S+)$',
  'An internal path ending in "/", e.g. /contact/ or /contact/?demo=true, or an https:// address',
];
const EMAIL_PATTERN: [string, string] = [SIMPLE_EMAIL_PATTERN.source, 'An e-mail address, e.g. press@yourcompany.com'];
const DATE_PATTERN: [string, string] = ['^\\d{4}-\\d{2}-\\d{2}$', 'A date written year-month-day, e.g. 2027-02-24'];
const DATE_HINT = 'Year-month-day (YYYY-MM-DD), e.g. 2027-02-24';
const SITE_URL_PATTERN: [string, string] = ['^https://[^/\\s]+$', 'https:// and the host, without a trailing slash'];

/** Field names whose text runs to sentences: a multi-line box instead of a one-line input. */
const MULTILINE_FIELDS = new Set(['description', 'excerpt', 'summary', 'challenge', 'solution', 'aboutIntro', 'whyChooseUsText']);

/** Patterns for fields whose form the site relies on, by field name (the same name means the same rule everywhere). */
const FIELD_PATTERNS: Readonly<Record<string, [string, string]>> = {
  slug: SLUG_PATTERN,
  formerSlugs: SLUG_PATTERN,
  url: HTTPS_PATTERN,
  sourceCodeUrl: HTTPS_PATTERN,
  // An event's link is its own page, or a page of ours such as /contact/ for our own events.
  link: INTERNAL_LINK_PATTERN,
  to: INTERNAL_LINK_PATTERN,
  email: EMAIL_PATTERN,
  pressEmail: EMAIL_PATTERN,
  privacyEmail: EMAIL_PATTERN,
  siteUrl: SITE_URL_PATTERN,
};

/** A new entry starts with these values: a new press release is a draft until the writer publishes it. */
const FIELD_DEFAULTS: Readonly<Record<string, string>> = { status: 'draft' };

/** Media-kit downloads: uploaded into static/ and linked by their address on the site. */
const DOWNLOADS = { choose_url: false, media_folder: '/static/media-kit', public_folder: '/media-kit' } as const;

/**
 * The model requires a slug, but a writer may leave it empty: the CMS fills it from the title on
 * saving (src/cms/save-checks.ts), before the build's own check runs.
 */
const slugHint = (from: string): string =>
  `The page address, e.g. vodex-partnership. Leave it empty to make it from the ${from}. A new ${from} never changes it; if you change it, the old address keeps answering (see Former slugs).`;

/** Kept by the CMS when a writer changes a slug (src/cms/save-checks.ts); the build redirects each to the page. */
const FORMER_SLUGS_HINT =
  'Addresses this entry had before: each one redirects to its page, and a token naming one still names this entry. The CMS adds the old slug here when you change the slug.';

/** A picture's description goes stale when the picture changes, and nothing else would say so. */
const ALT_HINT = 'What the picture shows, for people who cannot see it: change it whenever you change the picture.';

/** "Features" → "Feature", "Technologies" → "Technology": the name of one item, for "Add feature". */
export const singular = (label: string): string => label.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/** Fields that name a list item, in the order a collapsed item shows them ("15 · Faster Knowledge Retrieval"). */
const SUMMARY_FIELDS = ['value', 'date', 'label', 'title', 'name', 'headline', 'publication'];

export const listSummary = (fields: readonly CmsField[]): { summary?: string } => {
  const names = SUMMARY_FIELDS.filter((name) => fields.some((field) => field.name === name)).slice(0, 2);
  return names.length > 0 ? { summary: names.map((name) => `{{fields.${name}}}`).join(' · ') } : {};
};

type EnumName = keyof typeof enums;
type ObjectName = keyof typeof objects;

/** The CMS field for one model field of a GraphQL-style type such as `[Stat!]!`. */
export const cmsField = (name: string, type: string): CmsField => {
  const required = type.endsWith('!');
  const bare = required ? type.slice(0, -1) : type;
  const base = { name, label: fieldLabel(name), required };
  if (bare.startsWith('[')) {
    const itemType = bare.slice(1, -1);
    const item = cmsField(name, itemType);
    // "Add header link", not "Add header": a list of links names its items as links.
    const itemName = itemType.replace(/!$/, '') === 'NavLink' ? `${singular(base.label)} link` : singular(base.label);
    const list: CmsField = { ...base, widget: 'list', label_singular: itemName };
    // A list of groups edits each group's fields, collapsed to a line that names each item; a list
    // of texts shows its texts open (collapsed, every item would read as the list's item name).
    return item.widget === 'object'
      ? { ...list, collapsed: true, fields: item.fields, ...listSummary(item.fields ?? []) }
      : { ...list, collapsed: false, field: { ...item, label: itemName } };
  }
  if (bare in enums) {
    const definition = enums[bare as EnumName];
    const preset = FIELD_DEFAULTS[name];
    return { ...base, widget: 'select', options: [...definition.values], hint: definition.description, ...(preset !== undefined && { default: preset }) };
  }
  if (bare in objects) {
    return { ...base, widget: 'object', fields: modelFields(objects[bare as ObjectName]) };
  }
  switch (bare) {
    case 'Int':
      return { ...base, widget: 'number', value_type: 'int', step: 1 };
    case 'Boolean':
      // An untouched switch is "false", not missing, so a required true/false never blocks saving;
      // an optional one (retired) stays out of the file until the writer turns it on.
      return { ...base, widget: 'boolean', ...(required && { default: false }) };
    case 'Date':
      // A text box in the form the files hold, not Decap's date widget: that box shows the browser's
      // format (mm/dd/yyyy) and saved "02/24/2027" typed there as 1907-02-24 (decap-cms 7939).
      return { ...base, widget: 'string', pattern: DATE_PATTERN, hint: DATE_HINT };
    case 'File':
      return { ...base, widget: 'image', choose_url: false };
    case 'String': {
      const pattern = FIELD_PATTERNS[name];
      if (name === 'slug') return { ...base, widget: 'string', pattern, required: false, hint: slugHint('title') };
      // `file` (media-kit downloads) is uploaded into the media-kit folder of static/ (DOWNLOADS), served as it is.
      const widget = MULTILINE_FIELDS.has(name) ? 'text' : name === 'file' ? 'file' : 'string';
      return { ...base, widget, ...(pattern && { pattern }), ...(widget === 'file' && DOWNLOADS), ...(/Alt$/.test(name) && { hint: ALT_HINT }) };
    }
    default:
      throw new Error(`cms-config: no widget for type "${bare}" of field "${name}"`);
  }
};

/** The CMS fields of a model's record; an empty slug is made from the title, or from the name of a type that has no title. */
export const modelFields = (fields: FieldMap): CmsField[] =>
  Object.entries(fields).map(([name, type]) => {
    if (name === 'slug' && !('title' in fields)) return { ...cmsField(name, type), hint: slugHint('name') };
    if (name === 'formerSlugs') return { ...cmsField(name, type), hint: FORMER_SLUGS_HINT };
    return cmsField(name, type);
  });

/**
 * The Markdown body. Bodies start their headings at ## (the page title is the one # heading) and
 * hold no images (the build does not process images in bodies), so the editor offers neither.
 */
export const BODY_FIELD: CmsField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  required: false,
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
};
