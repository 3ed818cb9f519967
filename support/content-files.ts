import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { findMarkdownType, findYamlType, nodeTypes, type NodeTypeName, type YamlSource } from '../src/lib/content-types';
import { validateRecord, yamlFileEntries, type ContentProblem } from '../src/lib/content-validation';

/**
 * The content folder the content tests read: the repository's content/, or the one CONTENT_DIR names
 * (the owner's-month build test runs them over its edited copy, tests/build/owner-month.test.ts).
 */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, '../content'));

/** One content record read from disk, outside Gatsby, for the tests that check content rules. */
export interface ContentRecord {
  file: string;
  type: NodeTypeName;
  data: Record<string, unknown>;
  problems: ContentProblem[];
}

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });

/** Reads and validates every Markdown and YAML file under a content folder. */
export const readContent = (contentDir: string): { records: ContentRecord[]; unknownFiles: string[] } => {
  const records: ContentRecord[] = [];
  const unknownFiles: string[] = [];
  for (const file of listFiles(contentDir)) {
    const relative = path.relative(contentDir, file);
    const folder = relative.split(path.sep)[0];
    if (file.endsWith('.md')) {
      const type = findMarkdownType(folder);
      if (!type) {
        unknownFiles.push(relative);
        continue;
      }
      const { data, content } = matter(fs.readFileSync(file, 'utf8')) as unknown as { data: Record<string, unknown>; content: string };
      records.push({ file: relative, type, data, problems: validateRecord(type, data, '', content) });
    } else if (/\.ya?ml$/.test(file)) {
      const type = findYamlType(path.basename(file).replace(/\.ya?ml$/, ''));
      if (!type) {
        unknownFiles.push(relative);
        continue;
      }
      const { source } = nodeTypes[type];
      const { entries, problems } = yamlFileEntries(source as YamlSource, yaml.load(fs.readFileSync(file, 'utf8')));
      if (problems.length > 0) records.push({ file: relative, type, data: {}, problems });
      for (const { data, prefix } of entries) records.push({ file: relative, type, data, problems: validateRecord(type, data, prefix) });
    }
  }
  return { records, unknownFiles };
};
