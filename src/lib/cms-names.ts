import { findMarkdownType, findYamlType, type NodeTypeName } from './content-types';

/**
 * Names shared by the generated CMS configuration (gatsby/lib/cms-config.ts) and the CMS code that
 * runs in the browser (src/cms/): the collection of site-wide YAML files, and the file formats
 * the CMS code registers.
 */
export const SITE_COLLECTION = 'site';
export const CMS_FORMATS = { markdown: 'content-frontmatter', yaml: 'content-yaml' } as const;

/** The content type of a CMS entry: a folder collection is named after its folder, a site file after its file. */
export const entryContentType = (collection: string, slug: string): NodeTypeName | undefined =>
  collection === SITE_COLLECTION ? findYamlType(slug) : findMarkdownType(collection);
