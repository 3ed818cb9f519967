import { CONTENT_DIR, readContent } from '../../support/content-files';
import { cmsConfig, type CmsField } from '../../gatsby/cms/cms-config';
import { nodeTypes, type NodeTypeName } from '../../src/lib/content-types';

const { records } = readContent(CONTENT_DIR);
const config = cmsConfig({ backend: 'github', repo: 'aurelion/site', branch: 'main', siteUrl: 'https://aurelion.example', localBackendPort: 8381 });

/** Every (pattern, value) pair the CMS would check in a record: each patterned field, in groups and lists too. */
const patterned = (fields: readonly CmsField[], data: Record<string, unknown>, prefix = ''): Array<{ path: string; pattern: string; value: unknown }> =>
  fields.flatMap((field) => {
    const value = data[field.name];
    if (value === undefined) return [];
    const at = `${prefix}${field.name}`;
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item, index) => {
      const itemPath = Array.isArray(value) ? `${at}[${index}]` : at;
      if (field.fields && typeof item === 'object' && item) return patterned(field.fields, item as Record<string, unknown>, `${itemPath}.`);
      const pattern = (field.field ?? field).pattern;
      return pattern ? [{ path: itemPath, pattern: pattern[0], value: item }] : [];
    });
  });

const fieldsOf = (type: NodeTypeName): CmsField[] => {
  const { source } = nodeTypes[type];
  for (const collection of config.collections) {
    if ('folder' in collection && source.kind === 'markdown' && collection.folder === `content/${source.folder}`) return collection.fields;
    if ('files' in collection && source.kind === 'yaml') {
      const entry = collection.files.find((f) => f.file === `content/site/${source.file}.yaml`);
      if (entry) return 'list' in source ? entry.fields[0].fields! : entry.fields;
    }
  }
  throw new Error(`no CMS fields for ${type}`);
};

describe('the CMS patterns over the content the build accepts today', () => {
  it('let every existing value through, so a writer can save any page unchanged', () => {
    const checked = records.flatMap((record) => patterned(fieldsOf(record.type), record.data).map((check) => ({ ...check, file: record.file })));
    expect(checked.length).toBeGreaterThan(0);
    // The CMS reads files with the yaml package, where a date stays the text written; gray-matter here makes it a Date.
    const asTheCmsReadsIt = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    const blocked = checked.filter(({ pattern, value }) => !new RegExp(pattern).test(asTheCmsReadsIt(value)));
    expect(blocked).toEqual([]);
  });
});
