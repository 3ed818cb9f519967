import { findMarkdownType, findYamlType, type NodeTypeName } from './content-types';

/**
 * Names shared by the generated CMS configuration (gatsby/cms/cms-config.ts) and the CMS code that
 * runs in the browser (src/cms/): the collection of site-wide YAML files, and the file formats
 * the CMS code registers.
 */
export const SITE_COLLECTION = 'site';

/** Where the CMS lives on the site. */
export const CMS_PATH = '/admin/';

/**
 * Netlify Identity's e-mails (an invitation, a password reset, an address confirmation) link to the
 * site's address with the token after "#"; only the CMS page has the Identity widget that reads it.
 * The page to open instead, token kept, or undefined for any other address.
 */
export const identityLinkTarget = (hash: string): string | undefined =>
  /^#(?:invite|recovery|confirmation|email_change)_token=/.test(hash) ? `${CMS_PATH}${hash}` : undefined;
export const CMS_FORMATS = { markdown: 'content-frontmatter', yaml: 'content-yaml' } as const;

/** What writers call each site data file (content/site/<name>.yaml). */
export const SITE_FILE_LABELS: Readonly<Record<string, string>> = {
  company: 'Company details',
  navigation: 'Header and footer links',
  home: 'Home page',
  'media-articles': 'In the News',
  'media-kit': 'Media kit',
  events: 'Events',
  'press-drafts': 'Draft press release pages',
  search: 'Site search',
  chat: 'Chat assistant',
};

/** The content type of a CMS entry: a folder collection is named after its folder, a site file after its file. */
export const entryContentType = (collection: string, slug: string): NodeTypeName | undefined =>
  collection === SITE_COLLECTION ? findYamlType(slug) : findMarkdownType(collection);

/** Field names whose words alone would not say what the field holds. */
const FIELD_LABELS: Readonly<Record<string, string>> = { to: 'Link to' };

/** "cardBullets" → "Card bullets", "useCases" → "Use cases", "siteUrl" → "Site URL", "to" → "Link to". */
export const fieldLabel = (name: string): string => {
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((word) => (/^(url|usd|cta)$/i.test(word) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
