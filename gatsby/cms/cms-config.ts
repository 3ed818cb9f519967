import { CMS_FORMATS, CMS_PATH, SITE_COLLECTION, SITE_FILE_LABELS, fieldLabel } from '../../src/lib/cms-names';
import { nodeTypes, type FieldMap, type NodeTypeDefinition, type NodeTypeName, type RequiredWhen } from '../../src/lib/content-types';
import { routes } from '../../src/lib/routes';
import { cmsBackend, type CmsBackend, type CmsBackendName } from './cms-backend';
import { BODY_FIELD, SLUG_PATTERN, cmsField, listSummary, modelFields, singular, type CmsField } from './cms-fields';

export { BODY_FIELD, SLUG_PATTERN, cmsField, fieldLabel, type CmsField };

/**
 * The Decap CMS configuration (public/admin/config.yml), generated from the content model in
 * src/lib/content-types/ so the editor cannot drift from what the build accepts: one collection per
 * Markdown folder, one file entry per YAML file, every field with the widget of its type and
 * `required` where the model has `!` (but a slug, which the CMS makes from the title when left
 * empty). Entries are read and written by the site's own formats (src/cms/formats.ts).
 */

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
  /** The page that shows the file's data, for "View Live"; empty for the home page (the site's address). */
  preview_path: string;
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
  backend: CmsBackend;
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
  /** How writers sign in on the deployed site. */
  backend: CmsBackendName;
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
export const ADMIN_PATH = CMS_PATH;

/** The CMS page in the publish folder: built HTML, but not a Gatsby page, and it loads no Gatsby bundle. */
export const CMS_PAGE_FILE = `${ADMIN_PATH.slice(1)}index.html`;

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
  portfolio: { label: 'Portfolio and case studies', singular: 'Portfolio item', page: routes.caseStudy('{{fields.slug}}') },
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
  // File name = slug, as gatsby-node and the routes expect.
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

/** The page that shows each site data file, for "View Live" (else Decap opens the home page for all of them). */
const SITE_FILE_PAGES: Readonly<Record<string, string>> = {
  company: routes.contact,
  navigation: routes.home,
  home: routes.home,
  'media-articles': routes.newsroom,
  'media-kit': routes.newsroom,
  events: routes.events,
  'press-drafts': routes.press,
  search: routes.search,
  chat: routes.home,
};

const siteFilesCollection = (entries: Array<{ typeName: NodeTypeName; file: string; list?: string }>): CmsFilesCollection => ({
  name: SITE_COLLECTION,
  label: 'Site data',
  description: 'Details used across the site: company, header and footer links, home page copy, news, media kit and events',
  format: CMS_FORMATS.yaml,
  editor: { preview: true },
  files: entries.map(({ typeName, file, list }) => {
    const { description, fields } = nodeTypes[typeName];
    const recordFields = modelFields(fields as FieldMap);
    const label = SITE_FILE_LABELS[file];
    const page = SITE_FILE_PAGES[file];
    if (!label || page === undefined) throw new Error(`cms-config: no label or page for content/site/${file}.yaml`);
    // A list file holds its records under one list field (events.yaml: `events:`), whose items are named after it ("Add event").
    const listField: CmsField | undefined = list
      ? {
          name: list,
          label,
          label_singular: singular(fieldLabel(list)),
          widget: 'list',
          required: false,
          collapsed: true,
          fields: recordFields,
          ...listSummary(recordFields),
        }
      : undefined;
    return {
      name: file,
      label,
      file: `content/site/${file}.yaml`,
      preview_path: page.replace(/^\//, ''),
      description,
      fields: listField ? [listField] : recordFields,
    };
  }),
});

/** The whole CMS configuration for the given repository and site. */
export const cmsConfig = ({ backend, repo, branch, siteUrl, localBackendPort }: CmsConfigOptions): CmsConfig => {
  const folders: CmsFolderCollection[] = [];
  const siteFiles: Array<{ typeName: NodeTypeName; file: string; list?: string }> = [];
  for (const typeName of Object.keys(nodeTypes) as NodeTypeName[]) {
    const { source } = nodeTypes[typeName];
    if (source.kind === 'markdown') folders.push(folderCollection(typeName, source.folder));
    else siteFiles.push({ typeName, file: source.file, list: 'list' in source ? source.list : undefined });
  }
  return {
    backend: cmsBackend(backend, repo, branch),
    // On localhost only, and only when decap-server answers: edits go straight to the working tree.
    local_backend: { url: `http://localhost:${localBackendPort}/api/v1` },
    // Drafts are pull requests; Netlify builds a deploy preview for each.
    publish_mode: 'editorial_workflow',
    show_preview_links: true,
    site_url: siteUrl,
    display_url: siteUrl,
    // The Media page shows the images writers pick from (the portfolio's screenshots); media-kit
    // downloads have a folder of their own (cms-fields.ts).
    media_folder: 'content/portfolio/images',
    public_folder: './images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [...folders, siteFilesCollection(siteFiles)],
  };
};

/** config.yml: JSON is YAML, so the generated object is written as it is, under a header. */
export const cmsConfigYaml = (config: CmsConfig): string =>
  `# Generated from src/lib/content-types/ by gatsby/node-apis/on-post-bootstrap.ts: do not edit, change the content model.\n${JSON.stringify(config, null, 2)}\n`;

/** "owner/name" from Netlify's REPOSITORY_URL (https://github.com/owner/name or git@github.com:owner/name.git). */
export const githubRepoFromUrl = (url: string | undefined): string | undefined => {
  const match = /github\.com[/:]([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(url ?? '');
  return match ? `${match[1]}/${match[2]}` : undefined;
};
