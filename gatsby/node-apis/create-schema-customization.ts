import type { CreateSchemaCustomizationArgs, GatsbyGraphQLType } from 'gatsby';
import type { GraphQLFieldResolver, GraphQLObjectType } from 'graphql';
import { enums } from '../../src/lib/content-enums';
import { nodeTypes, objects, type FieldMap } from '../../src/lib/content-types';
import { enumValueName } from '../../src/lib/enum-labels';
import { createHash } from 'node:crypto';
import { fillFacts, hasToken } from '../../src/lib/facts';
import { buildFacts } from '../facts';
import { formatFileSize } from '../lib/file-size';
import { STATIC_SOURCE } from '../content-dir';
import { mediaKitText } from '../build-steps/media-kit-texts';
import { mediaKitArchive } from '../build-steps/media-kit-archives';
import { scrollableTables } from '../../src/lib/scrollable-tables';

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
  findOne: <T>(args: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<T | null>;
  getNodeById: <T>(args: { id: string | null }) => T | null;
}

type ResolverContext = { nodeModel: NodeModel };

type RemarkNode = { internal: { content: string; contentDigest: string }; fileAbsolutePath?: string };

/**
 * Markdown-backed types expose the rendered body by delegating to their MarkdownRemark parent,
 * with the fact tokens of the body ({{privacyEmail}}, {{product:slug}}, src/lib/facts.ts) filled
 * in before it is rendered. gatsby-transformer-remark renders `internal.content` and caches by
 * `contentDigest`, so both are replaced; a placeholder left in the HTML means that changed, and fails the build.
 * Tables are wrapped in a box of their own that scrolls sideways on a small screen.
 */
const htmlFromParent: GraphQLFieldResolver<NodeSource, ResolverContext> = async (source, args, context, info) => {
  const remarkNode = context.nodeModel.getNodeById<RemarkNode>({ id: source.parent });
  if (!remarkNode) throw new Error(`Markdown node ${String(source.parent)} is missing`);
  const content = fillFacts(remarkNode.internal.content, buildFacts());
  const filled =
    content === remarkNode.internal.content
      ? remarkNode
      : { ...remarkNode, internal: { ...remarkNode.internal, content, contentDigest: createHash('sha256').update(content).digest('hex') } };
  const remarkType = info.schema.getType('MarkdownRemark') as GraphQLObjectType;
  const resolveHtml = remarkType.getFields().html.resolve;
  const html = resolveHtml ? ((await resolveHtml(filled, args, context, info)) as string) : '';
  if (hasToken(html)) {
    throw new Error(
      `${remarkNode.fileAbsolutePath ?? 'A Markdown file'}: a fact token is left in the rendered HTML; gatsby-transformer-remark no longer renders internal.content`,
    );
  }
  return scrollableTables(html);
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

  // A media-kit pack shows the size of the very file it links to, read at build time (or made then: texts and archives from content/media-kit/).
  actions.createTypes(
    schema.buildObjectType({
      name: 'MediaKitItem',
      interfaces: ['Node'],
      fields: {
        size: {
          type: 'String!',
          resolve: async (source: { file: string }, _args: unknown, context: ResolverContext) => {
            const facts = buildFacts();
            const generated = mediaKitText(source.file, facts) ?? mediaKitArchive(source.file, facts);
            if (generated !== undefined) return formatFileSize(Buffer.byteLength(generated));
            const relativePath = source.file.replace(/^\/+/, '');
            const file = await context.nodeModel.findOne<{ size: number }>({
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
};
