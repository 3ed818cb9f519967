import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { placeholdersIn } from '../src/lib/placeholder-text';
import { editFrontmatter, editYaml, splitFrontmatter } from '../src/lib/yaml-edit';

/** An owner's edits of a content folder, written as the CMS writes them (src/lib/yaml-edit.ts). */

export const readYaml = (file: string) => parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

export const editYamlFile = (file: string, edit: (data: Record<string, unknown>) => Record<string, unknown>) => {
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, editYaml(original, edit(readYaml(file)), []));
};

/** A Markdown file's frontmatter, with its body as `body`. */
export const readMarkdown = (file: string): Record<string, unknown> => {
  const { yaml, body } = splitFrontmatter(fs.readFileSync(file, 'utf8'));
  return { ...(parse(yaml) as Record<string, unknown>), body };
};

/** The Markdown files of a folder, by name. */
export const markdownFiles = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));

/** One field of one Markdown file changed, as the CMS saves it. */
export const editMarkdownField = (file: string, field: string, value: unknown) =>
  fs.writeFileSync(file, editFrontmatter(fs.readFileSync(file, 'utf8'), { ...readMarkdown(file), [field]: value }, []));

/** What an owner writes in place of a release's placeholder ("[Executive Name]" → a name). */
const filledIn = (placeholder: string): string => {
  if (/date/i.test(placeholder)) return 'December 15, 2026';
  if (/quote/i.test(placeholder)) return 'This partnership lets our teams spend their time with people, not stock sheets';
  if (/name/i.test(placeholder)) return 'Jordan Ellis';
  if (/title/i.test(placeholder)) return 'Chief Executive Officer';
  return placeholder.slice(1, -1);
};

/** A draft release published: every placeholder of its body filled in, `status: published` and a date. */
export const publishDraft = (file: string, date: string) => {
  const draft = readMarkdown(file);
  const body = placeholdersIn(String(draft.body)).reduce((text, placeholder) => text.split(placeholder).join(filledIn(placeholder)), String(draft.body));
  fs.writeFileSync(file, editFrontmatter(fs.readFileSync(file, 'utf8'), { ...draft, status: 'published', date, body }, []));
};
