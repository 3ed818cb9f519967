import { entryContentType } from '../lib/cms-names';
import { nodeTypes, objects, type FieldMap, type NodeTypeName, type YamlSource } from '../lib/content-types';
import { validateRecord, yamlFileEntries, type ContentProblem } from '../lib/content-validation';
import { factTokenProblems, slugTaken } from './facts';
import { textValues } from '../lib/placeholder-text';
import { DEAD_LINK_ADVICE, RESERVED_HOSTS_NAMED, leadsToReservedHost } from '../lib/reserved-hosts';
import { slugify } from '../lib/slugify';
import { parse } from 'yaml';
import { splitFrontmatter, withoutEmptyValues } from '../lib/yaml-edit';
import type { DecapCms, ImmutableMap } from './decap';

/** Dates a writer can mean: a date outside these years is a typing slip (a year typed as 1907 or 2207). */
const EARLIEST_YEAR = 2000;
const LATEST_YEARS_AHEAD = 5;

/** Every date value in a record, by the model's Date fields, in groups and lists too. */
const dateValues = (value: unknown, type: string, field: string): { field: string; date: string }[] => {
  const bare = type.replace(/!$/, '');
  if (bare.startsWith('[')) return Array.isArray(value) ? value.flatMap((item, index) => dateValues(item, bare.slice(1, -1), `${field}[${index}]`)) : [];
  if (bare === 'Date') return typeof value === 'string' ? [{ field, date: value }] : [];
  if (bare in objects && value && typeof value === 'object') {
    const inner = objects[bare as keyof typeof objects] as FieldMap;
    return Object.entries(inner).flatMap(([name, innerType]) => dateValues((value as Record<string, unknown>)[name], innerType, `${field}.${name}`));
  }
  return [];
};

/** Dates before 2000 or more than five years after `today`. */
export const farOffDates = (fields: FieldMap, record: Record<string, unknown>, today: Date, prefix = ''): ContentProblem[] => {
  const latest = new Date(today);
  latest.setUTCFullYear(latest.getUTCFullYear() + LATEST_YEARS_AHEAD);
  const latestText = latest.toISOString().slice(0, 10);
  return Object.entries(fields)
    .flatMap(([name, type]) => dateValues(record[name], type, `${prefix}${name}`))
    .filter(({ date }) => Number(date.slice(0, 4)) < EARLIEST_YEAR || date.slice(0, 10) > latestText)
    .map(({ field, date }) => ({
      field,
      message: `the date in "${field}" (${date}) is before ${EARLIEST_YEAR} or more than ${LATEST_YEARS_AHEAD} years from today, so it is most likely a typing slip: check the year`,
    }));
};

/** Markdown links and autolinks in a body: [text](address) and <address>. */
const bodyLinks = (body: string): string[] => [...body.matchAll(/\]\(\s*<?([^)\s>]+)|<((?:https?:)?\/\/[^>\s]+)>/g)].map((match) => match[1] ?? match[2]);

/**
 * Links the production build would fail on: an address to a reserved host (.example, .test,
 * localhost...) in any text field, or a link to one in the body. The site's own address (company
 * siteUrl) is not a link on a page: the build decides it apart (resolve-site-origin.ts).
 */
export const deadLinks = (record: Record<string, unknown>, body = '', prefix = ''): ContentProblem[] => {
  const inFields = Object.entries(record)
    .filter(([name]) => name !== 'siteUrl')
    .flatMap(([name, value]) => textValues(value, `${prefix}${name}`))
    .filter(({ text }) => leadsToReservedHost(text.trim()));
  const found = [
    ...inFields,
    ...bodyLinks(body)
      .filter(leadsToReservedHost)
      .map((href) => ({ field: 'body', text: href })),
  ];
  return found.map(({ field, text }) => ({
    field,
    message: `the link in "${field}" (${text}) leads to a host that cannot exist (${RESERVED_HOSTS_NAMED}). ${DEAD_LINK_ADVICE}`,
  }));
};

/** What the production build would say about one record: the content model's rules, then its dead-link rule. */
const buildProblems = (typeName: NodeTypeName, record: Record<string, unknown>, prefix = '', body?: string): ContentProblem[] => [
  ...validateRecord(typeName, record, prefix, body),
  ...deadLinks(record, body, prefix),
  ...factTokenProblems(record, body),
];

/** Slips the build would let through but a writer never means: dates far from today. */
const slips = (typeName: NodeTypeName, record: Record<string, unknown>, prefix = ''): ContentProblem[] =>
  farOffDates(nodeTypes[typeName].fields as FieldMap, record, new Date(), prefix);

/** An entry's data as it will be written (empty values left out), record by record (a site list file holds several). */
const entryRecords = (collection: string, slug: string, data: Record<string, unknown>) => {
  const typeName = entryContentType(collection, slug);
  if (!typeName) return undefined;
  const { body, ...record } = withoutEmptyValues(data);
  const { source } = nodeTypes[typeName];
  if (source.kind === 'markdown') return { typeName, problems: [], records: [{ data: record, prefix: '', body: typeof body === 'string' ? body : '' }] };
  const { entries, problems } = yamlFileEntries(source as YamlSource, record);
  return { typeName, problems, records: entries.map((entry) => ({ ...entry, body: undefined })) };
};

/** What the build would say about this entry's data, as it will be written. */
export const entryProblems = (collection: string, slug: string, data: Record<string, unknown>): ContentProblem[] => {
  const entry = entryRecords(collection, slug, data);
  if (!entry) return [];
  return [...entry.problems, ...entry.records.flatMap((record) => buildProblems(entry.typeName, record.data, record.prefix, record.body))];
};

/** The slips in this entry's data that a save refuses although the build would not. */
export const entrySlips = (collection: string, slug: string, data: Record<string, unknown>): ContentProblem[] => {
  const entry = entryRecords(collection, slug, data);
  return entry ? entry.records.flatMap((record) => slips(entry.typeName, record.data, record.prefix)) : [];
};

/** The slug a writer left empty, made from the title (or name); undefined if there is nothing to fill. */
export const slugFromTitle = (collection: string, data: Record<string, unknown>): string | undefined => {
  const typeName = entryContentType(collection, '');
  const fields: FieldMap | undefined = typeName && nodeTypes[typeName].fields;
  if (!fields || !('slug' in fields) || (typeof data.slug === 'string' && data.slug.trim())) return undefined;
  const title = data.title ?? data.name;
  return typeof title === 'string' && slugify(title) ? slugify(title) : undefined;
};

/** The slug an entry's file holds as the writer opened it (Decap keeps the file's text as `raw`); none for a new entry. */
export const savedSlug = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const data = parse(splitFrontmatter(raw).yaml) as Record<string, unknown> | null;
    return typeof data?.slug === 'string' && data.slug.trim() ? data.slug.trim() : undefined;
  } catch {
    return undefined; // a file that does not parse has no slug to keep
  }
};

/**
 * The entry's data with its old slug kept in `formerSlugs` when the writer changed the slug, so the
 * build keeps the old address answering (a 301 to the new one) and old tokens naming the entry;
 * a slug changed back leaves that list. A new entry (no saved slug) has none: a duplicate's former
 * slugs are the original's. Undefined when nothing changes.
 */
export const withFormerSlug = (data: Record<string, unknown>, previous: string | undefined): Record<string, unknown> | undefined => {
  const slug = typeof data.slug === 'string' ? data.slug : undefined;
  const former = Array.isArray(data.formerSlugs) ? data.formerSlugs.map(String) : [];
  const kept = previous === undefined ? [] : former.filter((old) => old !== slug);
  if (previous && slug && previous !== slug && !kept.includes(previous)) kept.push(previous);
  return kept.length === former.length && kept.every((old, index) => old === former[index]) ? undefined : { ...data, formerSlugs: kept };
};

/** Decap shows a refused save as "Not saved: <error>" (words.ts): the error reads as its message alone. */
class SaveRefused extends Error {
  toString(): string {
    return this.message;
  }
}

/** What a refused save says: the build's words first, then any slip, each a sentence. */
export const refusal = (problems: readonly ContentProblem[], found: readonly ContentProblem[]): string =>
  [
    ...(problems.length > 0 ? [`the site's build would reject it: ${problems.map((problem) => problem.message).join('; ')}.`] : []),
    ...found.map((slip) => `${slip.message.charAt(0).toUpperCase()}${slip.message.slice(1)}.`),
  ].join(' ');

/**
 * Decap shows a failed save to the writer ("Not saved: …"), then rejects its save promise with the
 * failure action ({ type: "ENTRY_PERSIST_FAILURE", … }) where nothing catches it: the page would
 * count an uncaught error for every refusal. The failure is already told; only that rejection is
 * marked handled, any other stays uncaught.
 */
const isToldSaveFailure = (reason: unknown): boolean =>
  typeof reason === 'object' && reason !== null && /^(?:UNPUBLISHED_)?ENTRY_PERSIST_FAILURE$/.test(String((reason as { type?: unknown }).type));

/**
 * Fills an empty slug from the title and keeps a changed slug's old one in formerSlugs, then refuses
 * a save the build would reject, in the build's words, or one with a slip: Decap stops the save when
 * a preSave handler throws, and shows the error to the writer.
 */
export const registerSaveChecks = (cms: DecapCms): void => {
  window.addEventListener('unhandledrejection', (event) => {
    if (isToldSaveFailure(event.reason)) event.preventDefault();
  });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableMap }) => {
      const collection = String(entry.get('collection'));
      const entrySlug = String(entry.get('slug') ?? '');
      const entryData = entry.get('data') as ImmutableMap;
      const data = entryData.toJS() as Record<string, unknown>;
      const slug = slugFromTitle(collection, data);
      const named = slug ? { ...data, slug } : data;
      const ownSlug = savedSlug(entry.get('raw'));
      const moved = withFormerSlug(named, ownSlug);
      const saved = moved ?? named;
      const problems = [...entryProblems(collection, entrySlug, saved), ...slugTaken(collection, saved.slug, ownSlug)];
      const found = entrySlips(collection, entrySlug, saved);
      if (problems.length > 0 || found.length > 0) throw new SaveRefused(refusal(problems, found));
      if (!slug && !moved) return undefined;
      const withSlug = slug ? entryData.set('slug', slug) : entryData;
      // A list of Decap's own Immutable, as its list widget expects (the site bundles no Immutable).
      return moved
        ? withSlug.set(
            'formerSlugs',
            entryData
              .clear()
              .toList()
              .push(...(saved.formerSlugs as string[])),
          )
        : withSlug;
    },
  });
};
