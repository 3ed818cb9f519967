import { entryContentType } from '../lib/cms-names';
import { nodeTypes, type FieldMap, type YamlSource } from '../lib/content-types';
import { validateRecord, yamlFileEntries, type ContentProblem } from '../lib/content-validation';
import { slugify } from '../lib/slugify';
import { withoutEmptyValues } from '../lib/yaml-edit';
import type { DecapCms, ImmutableMap } from './decap';

/** What the build would say about this entry's data, as it will be written (empty values left out). */
export const entryProblems = (collection: string, slug: string, data: Record<string, unknown>): ContentProblem[] => {
  const typeName = entryContentType(collection, slug);
  if (!typeName) return [];
  const { body, ...record } = withoutEmptyValues(data);
  const { source } = nodeTypes[typeName];
  if (source.kind === 'markdown') return validateRecord(typeName, record, '', typeof body === 'string' ? body : '');
  const { entries, problems } = yamlFileEntries(source as YamlSource, record);
  return [...problems, ...entries.flatMap((entry) => validateRecord(typeName, entry.data, entry.prefix))];
};

/** The slug a writer left empty, made from the title (or name) as portfolio slugs are; undefined if there is nothing to fill. */
export const slugFromTitle = (collection: string, data: Record<string, unknown>): string | undefined => {
  const typeName = entryContentType(collection, '');
  const fields: FieldMap | undefined = typeName && nodeTypes[typeName].fields;
  if (!fields || !('slug' in fields) || (typeof data.slug === 'string' && data.slug.trim())) return undefined;
  const title = data.title ?? data.name;
  return typeof title === 'string' && slugify(title) ? slugify(title) : undefined;
};

/** Decap shows a refused save as "Not saved: <error>" (words.ts): the error reads as its message alone. */
class SaveRefused extends Error {
  toString(): string {
    return this.message;
  }
}

/**
 * Fills an empty slug from the title, then refuses a save the build would reject, in the build's
 * words: Decap stops the save when a preSave handler throws, and shows the error to the writer.
 */
export const registerSaveChecks = (cms: DecapCms): void => {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableMap }) => {
      const collection = String(entry.get('collection'));
      const entryData = entry.get('data') as ImmutableMap;
      const data = entryData.toJS() as Record<string, unknown>;
      const slug = slugFromTitle(collection, data);
      const problems = entryProblems(collection, String(entry.get('slug') ?? ''), slug ? { ...data, slug } : data);
      if (problems.length > 0) throw new SaveRefused(`the site's build would reject it: ${problems.map((problem) => problem.message).join('; ')}.`);
      return slug ? entryData.set('slug', slug) : undefined;
    },
  });
};
