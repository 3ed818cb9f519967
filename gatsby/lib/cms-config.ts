import { CMS_FORMATS, SITE_COLLECTION, SITE_FILE_LABELS, fieldLabel } from '../../src/lib/cms-names';

export { fieldLabel };
import { enums } from '../../src/lib/content-enums';
import { nodeTypes, objects, type FieldMap, type NodeTypeDefinition, type NodeTypeName, type RequiredWhen } from '../../src/lib/content-types';
import { SIMPLE_EMAIL_PATTERN } from '../../src/lib/email-pattern';
import { routes } from '../../src/lib/routes';

/**
 * The Decap CMS configuration (public/admin/config.yml), generated from the content model in
 * content-types.ts so the editor cannot drift from what the build accepts: one collection per
 * Markdown folder, one file entry per YAML file, every field with the widget of its type and
 * `required` exactly where the model has `!`.
 */

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: string[];
  value_type?: 'int';
  step?: number;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  buttons?: string[];
  editor_components?: string[];
}

export interface CmsFolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: 'md';
  format: typeof CMS_FORMATS.markdown;
  create: boolean;
  delete: boolean;
  slug: string;
  identifier_field: string;
  summary: string;
  preview_path?: string;
  sortable_fields: string[];
  media_folder?: string;
  public_folder?: string;
  fields: CmsField[];
}

export interface CmsFileEntry {
  name: string;
  label: string;
  file: string;
  description: string;
  fields: CmsField[];
}

export interface CmsFilesCollection {
  name: string;
  label: string;
  description: string;
  format: typeof CMS_FORMATS.yaml;
  editor: { preview: boolean };
  files: CmsFileEntry[];
}

export interface CmsConfig {
  backend: { name: 'github'; repo: string; branch: string; base_url: string; auth_endpoint: string; squash_merges: boolean };
  local_backend: { url: string };
  publish_mode: 'editorial_workflow';
  show_preview_links: boolean;
  site_url: string;
  display_url: string;
  logo_url?: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  collections: Array<CmsFolderCollection | CmsFilesCollection>;
}

export interface CmsConfigOptions {
  /** GitHub repository the production CMS commits to, "owner/name". */
  repo: string;
  /** Branch the site deploys from; editorial-workflow pull requests target it. */
  branch: string;
  /** Public site address, no trailing slash (company.yaml siteUrl). */
  siteUrl: string;
  /** Port of decap-server, the local backend that `npm run cms` and the CMS end-to-end test start. */
  localBackendPort: number;
}

/** decap-server's port for local editing (its default, 8081, is often taken). */
export const LOCAL_BACKEND_PORT = 8381;

/** Where the CMS lives on the site, and its generated files inside public/. */
export const ADMIN_PATH = '/admin/';

/** The CMS page in the publish folder: built HTML, but not a Gatsby page, and it loads no Gatsby bundle. */
export const CMS_PAGE_FILE = `${ADMIN_PATH.slice(1)}index.html`;

/** A slug as the routes expect it: lowercase letters and digits in hyphen-separated words. */
export const SLUG_PATTERN: [string, string] = ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'Lowercase letters, digits and single hyphens only, e.g. vodex-partnership'];
const HTTPS_PATTERN: [string, string] = ['^https://\\S+$', 'A full address starting with https://'];
const INTERNAL_LINK_PATTERN: [string, string] = [
  '^(?:/(?:[a-z0-9-]+/)*(?:[?#]\\S*)?|https://\\S+)$',
  'An internal path ending in "/", e.g. /contact/ or /contact/?demo=true, or an https:// address',
];
const EMAIL_PATTERN: [string, string] = [SIMPLE_EMAIL_PATTERN.source, 'An e-mail address, e.g. press@yourcompany.com'];
const SITE_URL_PATTERN: [string, string] = ['^https://[^/\\s]+$', 'https:// and the host, without a trailing slash'];

/** Field names whose text runs to sentences: a multi-line box instead of a one-line input. */
const MULTILINE_FIELDS = new Set(['description', 'excerpt', 'summary', 'challenge', 'solution', 'aboutIntro', 'whyChooseUsText']);

/** Patterns for fields whose form the site relies on, by field name (the same name means the same rule everywhere). */
const FIELD_PATTERNS: Readonly<Record<string, [string, string]>> = {
  slug: SLUG_PATTERN,
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

type EnumName = keyof typeof enums;
type ObjectName = keyof typeof objects;

/** The CMS field for one model field of a GraphQL-style type such as `[Stat!]!`. */
export const cmsField = (name: string, type: string): CmsField => {
  const required = type.endsWith('!');
  const bare = required ? type.slice(0, -1) : type;
  const base = { name, label: fieldLabel(name), required };
  if (bare.startsWith('[')) {
    const item = cmsField(name, bare.slice(1, -1));
    const list: CmsField = { ...base, widget: 'list', collapsed: true };
    // A list of groups edits each group's fields; a list of texts edits one text per entry.
    return item.widget === 'object' ? { ...list, fields: item.fields } : { ...list, field: { ...item, label: fieldLabel(name).replace(/s$/, '') } };
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
      // An untouched switch is "false", not missing, so a required true/false never blocks saving.
      return { ...base, widget: 'boolean', default: false };
    case 'Date':
      return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
    case 'File':
      return { ...base, widget: 'image', choose_url: false };
    case 'String': {
      const pattern = FIELD_PATTERNS[name];
      // `file` (media-kit downloads) is uploaded into the global media folder, static/media-kit/.
      const widget = MULTILINE_FIELDS.has(name) ? 'text' : name === 'file' ? 'file' : 'string';
      return { ...base, widget, ...(pattern && { pattern }), ...(widget === 'file' && { choose_url: false }) };
    }
    default:
      throw new Error(`cms-config: no widget for type "${bare}" of field "${name}"`);
  }
};

const modelFields = (fields: FieldMap): CmsField[] => Object.entries(fields).map(([name, type]) => cmsField(name, type));

/**
 * The Markdown body. Bodies start their headings at ## (the page title is the one # heading) and
 * hold no images (the build does not process images in bodies), so the editor offers neither.
 */
const BODY_FIELD: CmsField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  required: false,
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
};

interface FolderCollectionText {
  label: string;
  singular: string;
  /** Page address of an entry, for "view on the deploy preview" links; none for types without pages of their own. */
  page?: string;
  /** Legal pages are a fixed set linked from the footer: edited, not created or deleted. */
  fixedSet?: boolean;
}

const FOLDER_COLLECTIONS: Readonly<Record<string, FolderCollectionText>> = {
  solutions: { label: 'Solutions', singular: 'Solution', page: routes.solution('{{fields.slug}}') },
  services: { label: 'Services', singular: 'Service', page: routes.service('{{fields.slug}}') },
  products: { label: 'Products', singular: 'Product', page: routes.product('{{fields.slug}}') },
  portfolio: { label: 'Portfolio and case studies', singular: 'Portfolio item' },
  press: { label: 'Press releases', singular: 'Press release', page: routes.pressRelease('{{fields.slug}}') },
  legal: { label: 'Legal pages', singular: 'Legal page', page: routes.legal('{{fields.slug}}'), fixedSet: true },
};

/**
 * A field the model requires only in some states says so in its label ("Date — required when
 * published"); Decap cannot require it conditionally, so the CMS script's save check enforces it.
 */
const withConditionalLabels = (fields: CmsField[], rules: Readonly<Record<string, RequiredWhen>>): CmsField[] =>
  fields.map((field) => {
    const rule = rules[field.name];
    return rule
      ? { ...field, label: `${field.label} — required when ${rule.equals}`, hint: `${rule.message.charAt(0).toUpperCase()}${rule.message.slice(1)}.` }
      : field;
  });

const folderCollection = (typeName: NodeTypeName, folder: string): CmsFolderCollection => {
  const { description, fields, requiredWhen = {} } = nodeTypes[typeName] as NodeTypeDefinition;
  const text = FOLDER_COLLECTIONS[folder];
  if (!text) throw new Error(`cms-config: no collection label for content/${folder}/`);
  const model = fields as FieldMap;
  const identifier = 'title' in model ? 'title' : 'name';
  // File name = slug, as gatsby-node and the routes expect; portfolio slugs come from the title.
  const slugField = 'slug' in model ? 'slug' : 'title';
  const hasImages = Object.values(model).some((type) => type.replace(/[[\]!]/g, '') === 'File');
  return {
    name: folder,
    label: text.label,
    label_singular: text.singular,
    description,
    folder: `content/${folder}`,
    extension: 'md',
    format: CMS_FORMATS.markdown,
    create: !text.fixedSet,
    delete: !text.fixedSet,
    slug: `{{fields.${slugField}}}`,
    identifier_field: identifier,
    summary: `{{${identifier}}}`,
    ...(text.page && { preview_path: text.page.replace(/^\//, '') }),
    sortable_fields: ['order' in model ? 'order' : identifier, identifier].filter((name, index, all) => all.indexOf(name) === index),
    // Images sit beside the entries (content/portfolio/images/), referenced as ./images/<file>, so
    // gatsby-source-filesystem finds them and gatsby-plugin-image makes the responsive sizes.
    ...(hasImages && { media_folder: 'images', public_folder: './images' }),
    fields: [...withConditionalLabels(modelFields(model), requiredWhen), BODY_FIELD],
  };
};

const siteFilesCollection = (entries: Array<{ typeName: NodeTypeName; file: string; list?: string }>): CmsFilesCollection => ({
  name: SITE_COLLECTION,
  label: 'Site data',
  description: 'Site-wide YAML in content/site/: company details, links, home page copy, news, media kit and events',
  format: CMS_FORMATS.yaml,
  editor: { preview: true },
  files: entries.map(({ typeName, file, list }) => {
    const { description, fields } = nodeTypes[typeName];
    const recordFields = modelFields(fields as FieldMap);
    const label = SITE_FILE_LABELS[file];
    if (!label) throw new Error(`cms-config: no label for content/site/${file}.yaml`);
    return {
      name: file,
      label,
      file: `content/site/${file}.yaml`,
      description,
      // A list file holds its records under one list field (events.yaml: `events:`).
      fields: list ? [{ name: list, label, widget: 'list', required: false, collapsed: true, fields: recordFields }] : recordFields,
    };
  }),
});

/** The whole CMS configuration for the given repository and site. */
export const cmsConfig = ({ repo, branch, siteUrl, localBackendPort }: CmsConfigOptions): CmsConfig => {
  const folders: CmsFolderCollection[] = [];
  const siteFiles: Array<{ typeName: NodeTypeName; file: string; list?: string }> = [];
  for (const typeName of Object.keys(nodeTypes) as NodeTypeName[]) {
    const { source } = nodeTypes[typeName];
    if (source.kind === 'markdown') folders.push(folderCollection(typeName, source.folder));
    else siteFiles.push({ typeName, file: source.file, list: 'list' in source ? source.list : undefined });
  }
  return {
    // Production: commits through the GitHub API, signed in with Netlify's GitHub OAuth provider.
    backend: { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth', squash_merges: true },
    // On localhost only, and only when decap-server answers: edits go straight to the working tree.
    local_backend: { url: `http://localhost:${localBackendPort}/api/v1` },
    // Drafts are pull requests; Netlify builds a deploy preview for each.
    publish_mode: 'editorial_workflow',
    show_preview_links: true,
    site_url: siteUrl,
    display_url: siteUrl,
    // Uploads outside a collection's own folder are media-kit downloads: static files, served as they are.
    media_folder: 'static/media-kit',
    public_folder: '/media-kit',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [...folders, siteFilesCollection(siteFiles)],
  };
};

/** config.yml: JSON is YAML, so the generated object is written as it is, under a header. */
export const cmsConfigYaml = (config: CmsConfig): string =>
  `# Generated from src/lib/content-types.ts by gatsby/on-post-bootstrap.ts: do not edit, change the content model.\n${JSON.stringify(config, null, 2)}\n`;

/** "owner/name" from Netlify's REPOSITORY_URL (https://github.com/owner/name or git@github.com:owner/name.git). */
export const githubRepoFromUrl = (url: string | undefined): string | undefined => {
  const match = /github\.com[/:]([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url ?? '');
  return match ? `${match[1]}/${match[2]}` : undefined;
};
