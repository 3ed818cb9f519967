import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { placeholdersIn } from '../src/lib/placeholder-text';
import { splitFrontmatter } from '../src/lib/yaml-edit';
import { VISUAL_FIXTURE_CONTENT } from './visual-fixture';

/**
 * What a test takes from the frozen fixture content (tests/fixtures/site-content/content/) when it
 * needs the content to hold something, such as a draft release with placeholders: the owner
 * publishes, retires and renames in content/, never there, so the test keeps what it needs.
 */
export interface ContentFile {
  /** The file's name in its folder, e.g. `launch.md`. */
  name: string;
  text: string;
}

/** The draft releases of a content folder whose body holds a placeholder, in file-name order. */
export const draftsWithPlaceholders = (contentDir: string = VISUAL_FIXTURE_CONTENT): ContentFile[] => {
  const folder = path.join(contentDir, 'press');
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(folder, name), 'utf8') }))
    .filter(({ text }) => {
      const { yaml, body } = splitFrontmatter(text);
      return (parse(yaml) as { status?: string }).status === 'draft' && placeholdersIn(body).length > 0;
    });
};

/** The first draft release with a placeholder in its body: the fixture content holds one (its README). */
export const draftWithPlaceholders = (contentDir: string = VISUAL_FIXTURE_CONTENT): ContentFile => {
  const [first] = draftsWithPlaceholders(contentDir);
  if (!first) throw new Error(`${path.relative(process.cwd(), contentDir)}/press/ holds no draft release with a placeholder in its body`);
  return first;
};
