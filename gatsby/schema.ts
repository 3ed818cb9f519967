import type { CreateSchemaCustomizationArgs, GatsbyGraphQLType } from 'gatsby';
import type { GraphQLFieldResolver, GraphQLObjectType } from 'graphql';
import { enums } from '../src/lib/content-enums';
import { enumValueName, nodeTypes, objects, type FieldMap } from '../src/lib/content-types';
import { formatFileSize } from './lib/file-size';
import { slugify } from '../src/lib/slugify';
import { STATIC_SOURCE } from './content-dir';

/** `File!` and `Date` need Gatsby directives; everything else is plain GraphQL. */
const fieldSdl = (name: string, type: string): string => {
  if (type.startsWith('File')) return `${name}: ${type} @fileByRelativePath`;
  if (type.startsWith('Date')) return `${name}: ${type} @dateformat`;
  return `${name}: ${type}`;
};

const fieldsSdl = (fields: FieldMap): string =>
  Object.entries(fields)
    .map(([name, type]) => `  ${fieldSdl(name, type)}`)
    .join('\n');

type NodeSource = { parent: string | null };

/** The part of Gatsby's node model the resolvers use; reads through it are tracked as query dependencies. */
interface NodeModel {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<{ size: number } | null>;
}

/** Markdown-backed types expose the rendered body by delegating to their MarkdownRemark parent. */
const htmlFromParent: GraphQLFieldResolver<NodeSource, Record<string, unknown>> = async (source, args, context, info) => {
  const { nodeModel } = context as { nodeModel: { getNodeById: (q: { id: string | null }) => unknown } };
  const remarkNode = nodeModel.getNodeById({ id: source.parent });
  const remarkType = info.schema.getType('MarkdownRemark') as GraphQLObjectType;
  const resolveHtml = remarkType.getFields().html.resolve;
  return resolveHtml ? resolveHtml(remarkNode, args, context, info) : '';
};

export const createSchemaCustomization = ({ actions, schema }: CreateSchemaCustomizationArgs): void => {
  const enumTypes: GatsbyGraphQLType[] = Object.entries(enums).map(([name, definition]) =>
    schema.buildEnumType({
      name,
      description: definition.description,
      // Writers type the label ("Most Popular"); nodes store and GraphQL exposes MOST_POPULAR.
      values: Object.fromEntries(definition.values.map((value) => [enumValueName(value), {}])),
    }),
  );

  const objectSdl = Object.entries(objects).map(([name, fields]) => `type ${name} {\n${fieldsSdl(fields)}\n}`);

  const nodeSdl = Object.entries(nodeTypes).map(([name, definition]) => {
    const extra = definition.source.kind === 'markdown' ? '\n  html: String!' : '';
    return `"""${definition.description}"""\ntype ${name} implements Node @dontInfer {\n${fieldsSdl(definition.fields)}${extra}\n}`;
  });

  actions.createTypes([...enumTypes, [...objectSdl, ...nodeSdl].join('\n\n')]);

  const markdownTypes = Object.entries(nodeTypes)
    .filter(([, definition]) => definition.source.kind === 'markdown')
    .map(([name]) =>
      schema.buildObjectType({
        name,
        interfaces: ['Node'],
        fields: { html: { type: 'String!', resolve: htmlFromParent } },
      }),
    );
  actions.createTypes(markdownTypes);

  // A media-kit pack shows the size of the very file it links to, read at build time.
  actions.createTypes(
    schema.buildObjectType({
      name: 'MediaKitItem',
      interfaces: ['Node'],
      fields: {
        size: {
          type: 'String!',
          resolve: async (source: { file: string }, _args: unknown, context: { nodeModel: NodeModel }) => {
            const relativePath = source.file.replace(/^\/+/, '');
            const file = await context.nodeModel.findOne({
              type: 'File',
              query: { filter: { sourceInstanceName: { eq: STATIC_SOURCE }, relativePath: { eq: relativePath } } },
            });
            if (!file) throw new Error(`content/site/media-kit.yaml: field "file" is "${source.file}", but static/${relativePath} does not exist`);
            return formatFileSize(file.size);
          },
        },
      },
    }),
  );

  // A portfolio item's slug follows its title (src/lib/slugify.ts), computed once here.
  actions.createTypes(
    schema.buildObjectType({
      name: 'PortfolioItem',
      interfaces: ['Node'],
      fields: { slug: { type: 'String!', resolve: (source: { title: string }) => slugify(source.title) } },
    }),
  );
};
