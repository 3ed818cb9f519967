/**
 * The content model, declared once. gatsby-node turns it into GraphQL SDL (`@dontInfer`)
 * and validates every Markdown frontmatter and YAML record against it, so a writer's
 * missing or misspelled field fails the build with the file and the field named.
 *
 * Field types use GraphQL's notation: `String!` is required, `[String!]!` is a required
 * list, a name from `enums` (content-enums.ts, labels in enum-labels.ts) or `objects` refers to those, `File` is an image path
 * relative to the content file.
 */

import { nodeTypes, type NodeTypeName } from './node-types';

export type { FieldMap, NodeTypeDefinition, RequiredWhen, YamlSource } from './definitions';
export { objects } from './objects';
export { nodeTypes, type NodeTypeName };

export const findMarkdownType = (folder: string): NodeTypeName | undefined =>
  (Object.keys(nodeTypes) as NodeTypeName[]).find((name) => {
    const { source } = nodeTypes[name];
    return source.kind === 'markdown' && source.folder === folder;
  });

export const findYamlType = (file: string): NodeTypeName | undefined =>
  (Object.keys(nodeTypes) as NodeTypeName[]).find((name) => {
    const { source } = nodeTypes[name];
    return source.kind === 'yaml' && source.file === file;
  });

/** Node type gatsby-transformer-yaml gives every YAML record; gatsby-node turns each into a typed node. */
export const YAML_RECORD_TYPE = 'YamlRecord';
