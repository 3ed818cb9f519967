import { entryContentType } from '../lib/cms-names';
import { nodeTypes, type YamlSource } from '../lib/content-types';
import { validateRecord, yamlFileEntries, type ContentProblem } from '../lib/content-validation';
import { withoutEmptyValues } from '../lib/yaml-edit';
import type { DecapCms, ImmutableMap } from './decap';

/** What the build would say about this entry's data, as it will be written (empty values left out). */
export const entryProblems = (collection: string, slug: string, data: Record<string, unknown>): ContentProblem[] => {
  const typeName = entryContentType(collection, slug);
  if (!typeName) return [];
  const { body: _body, ...record } = withoutEmptyValues(data);
  const { source } = nodeTypes[typeName];
  if (source.kind === 'markdown') return validateRecord(typeName, record);
  const { entries, problems } = yamlFileEntries(source as YamlSource, record);
  return [...problems, ...entries.flatMap((entry) => validateRecord(typeName, entry.data, entry.prefix))];
};

/** Decap shows a refused save as "Failed to persist entry: <error>": the error reads as its message alone. */
class SaveRefused extends Error {
  toString(): string {
    return this.message;
  }
}

/**
 * Refuses a save the build would reject, in the build's words: Decap stops the save when a preSave
 * handler throws, and shows the error's message to the writer.
 */
export const registerSaveChecks = (cms: DecapCms): void => {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableMap }) => {
      const data = (entry.get('data') as ImmutableMap).toJS() as Record<string, unknown>;
      const problems = entryProblems(String(entry.get('collection')), String(entry.get('slug') ?? ''), data);
      if (problems.length > 0) throw new SaveRefused(`the site's build would reject it: ${problems.map((problem) => problem.message).join('; ')}.`);
      return undefined;
    },
  });
};
