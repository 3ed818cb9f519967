import type { CreateNodeArgs, Node, Reporter } from 'gatsby';
import { YAML_RECORD_TYPE, findMarkdownType, findYamlType, nodeTypes, type NodeTypeName, type YamlSource } from '../../src/lib/content-types';
import { formatProblems, toNodeData, validateRecord, yamlFileEntries, type ContentProblem, type YamlEntry } from '../../src/lib/content-validation';
import fs from 'node:fs';
import { fillFactsDeep, tokenProblems, type KeptTokens } from '../../src/lib/facts';
import { buildFacts } from '../facts';
import { resolveEntryLinks } from '../../src/lib/entry-links';
import { isPastDate } from '../lib/dated-content';
import { buildToday } from '../build-day';
import { contentDir } from '../content-dir';
import { slugClashes } from '../lib/slug-clashes';

type FileNode = Node & { relativePath: string; name: string; absolutePath: string };

const definitions = Object.values(nodeTypes);
const markdownFolders = definitions.flatMap((t) => (t.source.kind === 'markdown' ? [t.source.folder] : []));
const yamlFileNames = definitions.flatMap((t) => (t.source.kind === 'yaml' ? [`${t.source.file}.yaml`] : []));

/** Problems by file, reported together once sourcing is done (see reportInvalidContent), so a writer sees them all at once. */
const invalidContent = new Map<string, string>();

/** Fails the build listing every invalid content file; called first thing in createPages. */
export const reportInvalidContent = (reporter: Reporter): boolean => {
  if (invalidContent.size === 0) return false;
  reporter.panicOnBuild(`${invalidContent.size} content file(s) need fixing:\n\n${[...invalidContent.values()].join('\n\n')}`);
  return true;
};

/** Keys Gatsby adds to every node; everything else on a YAML record is the writer's. */
const GATSBY_NODE_KEYS = new Set(['id', 'parent', 'children', 'internal', 'fields', 'yamlId']);

/** gray-matter and js-yaml turn `2025-07-29` into a Date; content keeps plain YYYY-MM-DD text. */
const normalizeDates = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normalizeDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalizeDates(inner)]));
  }
  return value;
};

/** The writer's data of a MarkdownRemark (frontmatter) or YAML record node. */
const writerData = (node: Node): Record<string, unknown> => {
  if (node.internal.type === 'MarkdownRemark') {
    const { title, ...rest } = normalizeDates(node.frontmatter) as Record<string, unknown>;
    // gatsby-transformer-remark always adds `title: ""`; keep it only where the writer set one.
    return title === '' ? rest : { title, ...rest };
  }
  return normalizeDates(Object.fromEntries(Object.entries(node).filter(([key]) => !GATSBY_NODE_KEYS.has(key)))) as Record<string, unknown>;
};

/** Content types whose entries leave the site once their date has passed. */
const EXPIRING_TYPES: ReadonlySet<NodeTypeName> = new Set(['Event']);

/** Tokens a type's texts keep for run time: the chat fills in the visitor's name itself. */
const KEPT_TOKENS: Partial<Record<NodeTypeName, KeptTokens>> = { ChatWords: new Set(['visitor']) };

/** Whether an entry is retired (`retired: true`): validated like any other, but it leaves the site. */
const isRetired = (data: Record<string, unknown>): boolean => data.retired === true;

/**
 * Every fact token of the file ({{phone}}, {{product:slug}}, src/lib/facts.ts) must name something:
 * one that names nothing would reach visitors as written. Read from the file itself, so the line is the file's.
 */
const factTokenProblems = (file: FileNode, kept: KeptTokens | undefined): ContentProblem[] =>
  tokenProblems(fs.readFileSync(file.absolutePath, 'utf8'), buildFacts(), kept).map(({ line, message }) => ({
    field: `line ${line}`,
    message: `line ${line}: ${message}`,
  }));

/** Which content type a file holds, or the message telling the writer where it should go. */
const contentTypeOf = (node: Node, file: FileNode): NodeTypeName | string => {
  if (node.internal.type === 'MarkdownRemark') {
    return findMarkdownType(file.relativePath.split('/')[0]) ?? `Markdown files belong in one of the folders ${markdownFolders.join(', ')}`;
  }
  return findYamlType(file.name) ?? `unknown YAML file; the known files are ${yamlFileNames.join(', ')}`;
};

/**
 * Every content file (Markdown frontmatter or YAML record) is validated against src/lib/content-types
 * and becomes one typed node (Solution, Event, ...), or fails the build naming the file and field.
 */
export const onCreateNode = ({ node, actions, getNode, createNodeId, reporter }: CreateNodeArgs): void => {
  const fail = (where: string, message: string) => {
    invalidContent.set(where, message);
    reporter.error(message);
  };
  if (node.internal.type !== 'MarkdownRemark' && node.internal.type !== YAML_RECORD_TYPE) return;
  const file = getNode(node.parent ?? '') as FileNode;
  const where = `content/${file.relativePath}`;
  const type = contentTypeOf(node, file);
  if (!(type in nodeTypes)) {
    fail(where, `Invalid content in ${where}: ${type}`);
    return;
  }
  const { fields, source } = nodeTypes[type as NodeTypeName];
  const data = writerData(node);
  // A Markdown file or one-record YAML file is one node; a list file (events.yaml) one per entry.
  const { entries, problems }: { entries: YamlEntry[]; problems: ContentProblem[] } =
    source.kind === 'yaml' ? yamlFileEntries(source as YamlSource, data) : { entries: [{ data, prefix: '' }], problems: [] };
  const body = node.internal.type === 'MarkdownRemark' ? String(node.rawMarkdownBody ?? '') : undefined;
  problems.push(
    ...entries.flatMap((entry) => validateRecord(type as NodeTypeName, entry.data, entry.prefix, body)),
    ...factTokenProblems(file, KEPT_TOKENS[type as NodeTypeName]),
    ...('slug' in fields && source.kind === 'markdown' ? slugClashes(contentDir, file.relativePath) : []),
  );
  const facts = buildFacts();
  if (type === 'Navigation') {
    const links = resolveEntryLinks(entries[0].data, facts);
    problems.push(...links.problems);
    entries[0] = { ...entries[0], data: links.record };
  }
  if (problems.length > 0) {
    fail(where, formatProblems(where, problems));
    return;
  }
  invalidContent.delete(where);
  const today = buildToday();
  entries.forEach((entry, index) => {
    if (EXPIRING_TYPES.has(type as NodeTypeName) && isPastDate(String(entry.data.date), today)) return;
    // A retired entry makes no node: it leaves every list, page, feed and the chat at once (its address redirects, gatsby/lib/entry-redirects.ts).
    if (isRetired(entry.data)) return;
    const child = {
      ...toNodeData(fillFactsDeep(entry.data, facts, KEPT_TOKENS[type as NodeTypeName]), fields),
      id: createNodeId(`${node.id} >>> ${type}${'list' in source ? ` ${index}` : ''}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: node.internal.contentDigest },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  });
};
