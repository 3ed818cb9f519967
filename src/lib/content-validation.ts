import { enums } from './content-enums';
import { nodeTypes, objects, type FieldMap, type NodeTypeDefinition, type NodeTypeName, type YamlSource } from './content-types';
import { enumValueName } from './enum-labels';
import { bodyPlaceholderLines, placeholdersIn, textValues } from './placeholder-text';
import { SLUG_FORM, slugify } from './slugify';

/** One problem in one content record, phrased for the writer who made it. */
export interface ContentProblem {
  field: string;
  message: string;
}

type EnumName = keyof typeof enums;
type ObjectName = keyof typeof objects;

const isEnum = (name: string): name is EnumName => name in enums;
const isObject = (name: string): name is ObjectName => name in objects;
const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';
const describe = (value: unknown): string => (Array.isArray(value) ? 'a list' : typeof value);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}/;

/** Checks one value against a GraphQL-style type string such as `[Stat!]!`. */
const checkValue = (value: unknown, type: string, field: string, problems: ContentProblem[]): void => {
  const required = type.endsWith('!');
  const bare = required ? type.slice(0, -1) : type;
  if (isMissing(value)) {
    if (required) problems.push({ field, message: `required field "${field}" is missing` });
    return;
  }
  if (bare.startsWith('[')) {
    if (!Array.isArray(value)) {
      problems.push({ field, message: `field "${field}" must be a list, found ${describe(value)}` });
      return;
    }
    if (required && value.length === 0) problems.push({ field, message: `required list "${field}" is empty` });
    const itemType = bare.slice(1, -1);
    value.forEach((item, index) => checkValue(item, itemType, `${field}[${index}]`, problems));
    return;
  }
  switch (bare) {
    case 'String':
    case 'File':
      if (typeof value !== 'string') problems.push({ field, message: `field "${field}" must be text, found ${describe(value)}` });
      // Spaces alone show as nothing on the page (an empty heading, a blank card): as missing as no text.
      else if (required && value.trim() === '') problems.push({ field, message: `required field "${field}" is blank (spaces only)` });
      return;
    case 'Int':
      if (!Number.isInteger(value)) problems.push({ field, message: `field "${field}" must be a whole number` });
      return;
    case 'Boolean':
      if (typeof value !== 'boolean') problems.push({ field, message: `field "${field}" must be true or false` });
      return;
    case 'Date': {
      const text = value instanceof Date ? value.toISOString() : String(value);
      if (!DATE_PATTERN.test(text)) problems.push({ field, message: `field "${field}" must be a date written YYYY-MM-DD` });
      return;
    }
    default:
      break;
  }
  if (isEnum(bare)) {
    const allowed: readonly string[] = enums[bare].values;
    if (typeof value !== 'string' || !allowed.includes(value)) {
      problems.push({ field, message: `field "${field}" must be one of ${allowed.map((v) => `"${v}"`).join(', ')}` });
    }
    return;
  }
  if (isObject(bare)) {
    if (typeof value !== 'object' || Array.isArray(value)) {
      problems.push({ field, message: `field "${field}" must be a group of fields (${Object.keys(objects[bare]).join(', ')})` });
      return;
    }
    problems.push(...validateFields(value as Record<string, unknown>, objects[bare], `${field}.`));
    return;
  }
  throw new Error(`content-types: unknown type "${bare}" for field "${field}"`);
};

/** Validates a record (frontmatter or YAML entry) against a field map; unknown fields are problems too, to catch typos. */
export const validateFields = (record: Record<string, unknown>, fields: FieldMap, prefix = ''): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  for (const [name, type] of Object.entries(fields)) checkValue(record[name], type, `${prefix}${name}`, problems);
  for (const name of Object.keys(record)) {
    if (!(name in fields)) {
      problems.push({
        field: `${prefix}${name}`,
        message: `unknown field "${prefix}${name}" (allowed: ${Object.keys(fields).join(', ')})`,
      });
    }
  }
  return problems;
};

const quoted = (placeholders: readonly string[]): string => placeholders.map((text) => `"${text}"`).join(', ');

/**
 * Placeholders ("[Title]", lorem ipsum: src/lib/placeholder-text.ts) that would reach visitors as
 * written: in any field (production shows a draft's fields too, on the newsroom's card), and in the
 * Markdown body unless the record is a draft (production never shows a draft's body).
 */
const placeholderProblems = (definition: NodeTypeDefinition, record: Record<string, unknown>, prefix: string, body?: string): ContentProblem[] => {
  const { draftWhen } = definition;
  const isDraft = draftWhen !== undefined && record[draftWhen.field] === draftWhen.equals;
  const remedy = (where: 'field' | 'body') => {
    if (!draftWhen) return 'replace it with the real text';
    if (isDraft) return "replace it with the real text: a draft's fields show in the newsroom, only its body may hold placeholders";
    return where === 'body' ? `replace it with the real text, or keep the entry a ${draftWhen.equals}` : 'replace it with the real text';
  };
  const inFields = Object.keys(definition.fields).flatMap((name) =>
    textValues(record[name], `${prefix}${name}`).flatMap(({ field, text }) => {
      const found = placeholdersIn(text);
      return found.length > 0 ? [{ field, message: `field "${field}" holds the placeholder ${quoted(found)}: ${remedy('field')}` }] : [];
    }),
  );
  const inBody = isDraft
    ? []
    : bodyPlaceholderLines(body ?? '').map(({ line, placeholders }) => ({
        field: 'body',
        message: `body line ${line} holds the placeholder ${quoted(placeholders)}: ${remedy('body')}`,
      }));
  return [...inFields, ...inBody];
};

/**
 * A slug is the entry's address and what tokens name it by: one that is not lowercase words joined
 * by hyphens ("Nova AI", "nova_ai") would make an address no link spells the same way.
 */
const slugProblems = (record: Record<string, unknown>, prefix: string): ContentProblem[] => {
  const slugs = [
    { field: `${prefix}slug`, value: record.slug },
    ...(Array.isArray(record.formerSlugs) ? record.formerSlugs.map((value, index) => ({ field: `${prefix}formerSlugs[${index}]`, value })) : []),
  ];
  return slugs
    .filter(({ value }) => typeof value === 'string' && value.trim() !== '' && !SLUG_FORM.test(value))
    .map(({ field, value }) => {
      const suggestion = slugify(String(value));
      return {
        field,
        message: `field "${field}" ("${String(value)}") must be lowercase letters and digits in words joined by single hyphens${suggestion ? `, e.g. "${suggestion}"` : ''}: it is the page's address`,
      };
    });
};

/**
 * Validates one record of a content type: its fields, then the fields the type requires only in some
 * states (a published release needs a date), then placeholders a visitor would read (in its fields,
 * and in its Markdown `body` unless the record is a draft). The build and the CMS's save both call this, so they
 * refuse the same records with the same words.
 */
export const validateRecord = (typeName: NodeTypeName, record: Record<string, unknown>, prefix = '', body?: string): ContentProblem[] => {
  const definition = nodeTypes[typeName] as NodeTypeDefinition;
  const { fields, requiredWhen = {} } = definition;
  const conditional = Object.entries(requiredWhen)
    .filter(([name, rule]) => record[rule.field] === rule.equals && isMissing(record[name]))
    .map(([name, rule]) => ({ field: `${prefix}${name}`, message: rule.message }));
  const slugRules = 'slug' in fields ? slugProblems(record, prefix) : [];
  return [...validateFields(record, fields, prefix), ...slugRules, ...conditional, ...placeholderProblems(definition, record, prefix, body)];
};

export const formatProblems = (file: string, problems: readonly ContentProblem[]): string =>
  [`Invalid content in ${file}:`, ...problems.map((p) => `  - ${p.message}`)].join('\n');

/**
 * A valid record as node data: enum fields turned from the writer's label into the GraphQL
 * enum name ("Most Popular" → MOST_POPULAR), nested groups and lists converted alike.
 */
export const toNodeData = (record: Record<string, unknown>, fields: FieldMap): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, convertValue(value, fields[name] ?? 'String')]));

const convertValue = (value: unknown, type: string): unknown => {
  const bare = type.replace(/!$/, '');
  if (value === undefined || value === null) return value;
  if (bare.startsWith('[')) return Array.isArray(value) ? value.map((item) => convertValue(item, bare.slice(1, -1))) : value;
  if (isEnum(bare)) return enumValueName(String(value));
  if (isObject(bare)) return toNodeData(value as Record<string, unknown>, objects[bare]);
  return value;
};

/** One record of a YAML file, with the prefix its problems carry ("events[2]." for the third event). */
export interface YamlEntry {
  data: Record<string, unknown>;
  prefix: string;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The records of a parsed YAML file: the file itself for a one-record file, or each entry under
 * the source's list field (`events:`). Problems with the file's own shape come back apart.
 */
export const yamlFileEntries = (source: YamlSource, parsed: unknown): { entries: YamlEntry[]; problems: ContentProblem[] } => {
  if (!source.list) {
    return isGroup(parsed)
      ? { entries: [{ data: parsed, prefix: '' }], problems: [] }
      : { entries: [], problems: [{ field: '', message: 'the file must be a group of named fields ("name: value" lines)' }] };
  }
  const field = source.list;
  if (!isGroup(parsed)) {
    return { entries: [], problems: [{ field, message: `the file must start with "${field}:" followed by its entries, each starting with "  - "` }] };
  }
  const problems: ContentProblem[] = Object.keys(parsed)
    .filter((name) => name !== field)
    .map((name) => ({ field: name, message: `unknown field "${name}" (allowed: ${field})` }));
  const list = parsed[field] ?? [];
  if (!Array.isArray(list)) return { entries: [], problems: [...problems, { field, message: `field "${field}" must be a list, found ${describe(list)}` }] };
  const entries: YamlEntry[] = [];
  list.forEach((entry, index) => {
    if (isGroup(entry)) entries.push({ data: entry, prefix: `${field}[${index}].` });
    else problems.push({ field: `${field}[${index}]`, message: `entry "${field}[${index}]" must be a group of fields` });
  });
  return { entries, problems };
};
