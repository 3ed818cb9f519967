import { asTheFileWritesIt } from './markdown-edit';
import { Document, Scalar, isMap, isScalar, isSeq, parseDocument, stringify, type Node, type ParsedNode } from 'yaml';

/**
 * Writes a content record back into the YAML text it came from, changing only what changed: keys
 * keep their order, unchanged values keep their quoting and comments, and list items that did not
 * change keep their lines. The CMS saves through this, and every content file is checked to come
 * out of it unchanged, so a hand edit and a CMS edit write the same text.
 */

/** How content YAML is written: sequences indented under their key, and long lines never folded. */
export const YAML_OPTIONS = { indentSeq: true, lineWidth: 0 } as const;

type Plain = string | number | boolean | null | undefined | Plain[] | { [key: string]: Plain };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value a writer left empty: the field is left out of the file rather than written as "" or null. */
const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isRecord(value) && Object.keys(value).length === 0);

/** The record with every empty value removed, in groups and list items too. */
export const withoutEmptyValues = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withoutEmptyValues).filter((item) => !isEmpty(item)) as T;
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, withoutEmptyValues(inner)] as const)
      .filter(([, inner]) => !isEmpty(inner));
    return Object.fromEntries(entries) as T;
  }
  return value;
};

/** Whether YAML must quote this value to read it back as the same text ("6", "a: b", "yes"). */
const needsQuotes = (value: unknown): boolean => typeof value === 'string' && /^["']/.test(stringify(value, YAML_OPTIONS));

const sameValue = (node: unknown, value: unknown): boolean => JSON.stringify((node as Node | undefined)?.toJSON?.() ?? node) === JSON.stringify(value);

/**
 * The longest common subsequence of unchanged list items, as pairs of indices (old, new), so that
 * an inserted or removed item leaves the others' lines alone.
 */
const unchangedPairs = (before: readonly string[], after: readonly string[]): Array<[number, number]> => {
  const lengths = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) => (i < before.length && j < after.length ? lengths[i][j] : 0);
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1) lengths[i][j] = before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (before[i] === after[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return pairs;
};

/** The node for `value`, reusing `node` (its style and comments) wherever the value still fits it. */
const merged = (doc: Document, node: unknown, value: Plain, order: readonly string[]): unknown => {
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value === value) return node;
    // Quotes the old value needed were not the file's choice: a new value that needs none goes
    // without, so an edit through "Viralyze: X" and back leaves `name: Viralyze` as it was.
    const quotedByNeed = (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) && needsQuotes(node.value);
    node.value = value;
    if (quotedByNeed && !needsQuotes(value)) node.type = Scalar.PLAIN;
    return node;
  }
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      if (!(key in value)) node.delete(pair.key);
    }
    for (const [key, inner] of Object.entries(value)) {
      const pair = node.items.find((item) => String(isScalar(item.key) ? item.key.value : item.key) === key);
      if (pair) {
        if (!sameValue(pair.value, inner)) pair.value = merged(doc, pair.value, inner, order);
        continue;
      }
      // A new key goes after the last key that the model orders before it.
      const rank = order.indexOf(key);
      const earlier = node.items.map((item) => order.indexOf(String(isScalar(item.key) ? item.key.value : item.key)));
      let before = rank === -1 ? node.items.length - 1 : -1;
      earlier.forEach((other, index) => {
        if (rank !== -1 && other !== -1 && other < rank) before = index;
      });
      node.items.splice(before + 1, 0, doc.createPair(key, inner));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const before = node.items.map((item) => JSON.stringify((item as Node).toJSON()));
    const after = value.map((item) => JSON.stringify(item));
    const pairs = [...unchangedPairs(before, after), [before.length, after.length] as [number, number]];
    const items: unknown[] = [];
    let i = 0;
    let j = 0;
    for (const [keptOld, keptNew] of pairs) {
      // Between two unchanged items, changed items are edited in place, extra ones added, the rest dropped.
      for (; j < keptNew; i += 1, j += 1) items.push(i < keptOld ? merged(doc, node.items[i], value[j], order) : doc.createNode(value[j]));
      if (keptOld < before.length) items.push(node.items[keptOld]);
      i = keptOld + 1;
      j = keptNew + 1;
    }
    node.items = items as typeof node.items;
    return node;
  }
  return doc.createNode(value);
};

/**
 * `data` written as YAML: into `original` when there is one (an edit), or fresh in the model's field
 * `order` (a new entry). Empty values are left out.
 */
export const editYaml = (original: string | undefined, data: Record<string, unknown>, order: readonly string[]): string => {
  const clean = withoutEmptyValues(data) as Record<string, Plain>;
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  if (!original?.trim()) {
    const sorted = Object.fromEntries(Object.entries(clean).sort(([a], [b]) => rank(a) - rank(b)));
    return new Document(sorted).toString(YAML_OPTIONS);
  }
  const doc = parseDocument(original);
  doc.contents = merged(doc, doc.contents, clean, order) as ParsedNode;
  return doc.toString(YAML_OPTIONS);
};

/** A Markdown file's frontmatter (between the `---` lines) and body. */
export const splitFrontmatter = (text: string): { yaml: string; body: string } => {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?([\s\S]*)$/.exec(text);
  return match ? { yaml: match[1] ?? '', body: match[2] } : { yaml: '', body: text };
};

/**
 * A Markdown file with `data` written into `original` (or a new file when there is none): the
 * frontmatter edited as editYaml does, and the body kept as it was unless its text changed (then
 * written as the file writes it: markdown-edit.ts).
 */
export const editFrontmatter = (original: string | undefined, data: Record<string, unknown>, order: readonly string[]): string => {
  const { body = '', ...fields } = data;
  const before = splitFrontmatter(original ?? '');
  const text = asTheFileWritesIt(before.body, String(body).trim());
  const newBody = original !== undefined && before.body.trim() === text ? before.body : text ? `\n${text}\n` : '';
  return `---\n${editYaml(original === undefined ? undefined : before.yaml, fields, order)}---\n${newBody}`;
};
