import { parse } from 'yaml';
import { CMS_FORMATS } from '../lib/cms-names';
import { editFrontmatter, editYaml, splitFrontmatter } from '../lib/yaml-edit';
import type { DecapCms, ImmutableMap } from './decap';

/**
 * Decap hands a format only the entry's data, not the file it came from. The file's text is on the
 * entry that preSave sees, just before Decap asks the format for the new text, so it is kept here
 * for that one save: the format then edits the writer's file instead of rewriting it.
 */
let savingOriginal: string | undefined;

const takeOriginal = (): string | undefined => {
  const original = savingOriginal;
  savingOriginal = undefined;
  return original;
};

export const registerFormats = (cms: DecapCms): void => {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableMap }) => {
      const raw = entry.get('raw');
      savingOriginal = !entry.get('newRecord') && typeof raw === 'string' && raw ? raw : undefined;
      return undefined;
    },
  });
  cms.registerCustomFormat(CMS_FORMATS.markdown, 'md', {
    fromFile: (text) => {
      const { yaml, body } = splitFrontmatter(text);
      return { ...((parse(yaml) as Record<string, unknown> | null) ?? {}), body: body.trim() };
    },
    toFile: (data, order = []) => editFrontmatter(takeOriginal(), data, order),
  });
  cms.registerCustomFormat(CMS_FORMATS.yaml, 'yml', {
    fromFile: (text) => (parse(text) as Record<string, unknown> | null) ?? {},
    toFile: (data, order = []) => editYaml(takeOriginal(), data, order),
  });
};
