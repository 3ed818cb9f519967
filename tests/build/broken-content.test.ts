import fs from 'node:fs';
import path from 'node:path';
import { draftWithPlaceholders } from '../../support/fixture-content';
import { ROOT, gatsbyBuild, scratchSite } from '../../support/scratch-site';

/**
 * A real `gatsby build` over a fixture content folder with broken frontmatter, in a scratch copy of
 * the site (so the real build's .cache and public/ are untouched). A writer must see which file and
 * which field to fix. Beside the fixtures: a real draft release of the fixture content
 * (support/fixture-content.ts: the first whose body holds a bracketed placeholder) published as it
 * is, placeholders and all; and a draft whose excerpt holds a placeholder.
 */
const draft = draftWithPlaceholders();

const publishedAsItIs = (content: string) => {
  fs.mkdirSync(path.join(content, 'press'), { recursive: true });
  fs.writeFileSync(path.join(content, 'press', draft.name), draft.text.replace(/^status: draft$/m, 'status: published\ndate: 2026-12-01'));
};

describe('a build over broken content', () => {
  let output = '';
  let status: number | null = null;

  beforeAll(() => {
    const scratch = scratchSite('broken-content-build');
    const content = path.join(scratch, 'broken-content');
    fs.cpSync(path.join(ROOT, 'tests/fixtures/broken-content'), content, { recursive: true });
    publishedAsItIs(content);
    ({ status, output } = gatsbyBuild(scratch, { CONTENT_DIR: content }, 240_000));
    fs.rmSync(scratch, { recursive: true, force: true });
  }, 300_000);

  it('fails', () => {
    expect(status).not.toBe(0);
  });

  it('names the Markdown file and the missing field', () => {
    expect(output).toContain('Invalid content in content/solutions/healthcare.md');
    expect(output).toContain('required field "name" is missing');
  });

  it('names the YAML file and the field with a value outside its list', () => {
    expect(output).toContain('Invalid content in content/site/events.yaml');
    expect(output).toMatch(/field "events\[0\]\.type" must be one of "Conference", "Summit"/);
  });

  it('names the Markdown file, the line and the misspelt fact token in its text', () => {
    expect(output).toContain('Invalid content in content/legal/privacy.md');
    expect(output.replace(/\s+/g, ' ')).toMatch(/line 8: \{\{privacyEmial\}\} names no company fact; the known ones are/);
  });

  it('names every file still pointing at a deleted entry, says that no entry has or had its slug, and how to retire it instead', () => {
    // The reporter folds long lines: read the output as one line.
    const flat = output.replace(/\s+/g, ' ');
    const pointing = '{{product:digital-twin}}: no product has the slug "digital-twin", nor had it before';
    expect(flat).toContain(`Invalid content in content/site/navigation.yaml: - field "footerProducts[0].entry": ${pointing}`);
    expect(flat).toMatch(/Invalid content in content\/legal\/privacy\.md: .*- line 10: \{\{product:digital-twin\}\}: no product has the slug/);
    expect(flat).toMatch(
      /never changes its slug: if a slug was edited by hand, write the new one here or add "digital-twin" to that entry's "formerSlugs"; if its file was deleted, restore it with `retired: true`/,
    );
  });

  it('names the file whose slug is no address, and the slug it could be', () => {
    const flat = output.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'Invalid content in content/press/renamed-release.md: - field "slug" ("A Release Renamed By Hand") must be lowercase letters and digits in words joined by single hyphens, e.g. "a-release-renamed-by-hand"',
    );
  });

  it('names the release published with its placeholders, and the body lines that hold them', () => {
    expect(output).toContain(`Invalid content in content/press/${draft.name}`);
    expect(output).toMatch(/body line \d+ holds the placeholder "\[[^"]+\]"/);
  });

  it('names the draft whose excerpt, shown in the newsroom, holds a placeholder, and not the placeholders of its body', () => {
    const report = output.slice(output.indexOf('Invalid content in content/press/coming-partnership.md'));
    expect(report).toMatch(/^Invalid content in content\/press\/coming-partnership\.md:\s+- field "excerpt" holds the placeholder "\[Partner Name\]"/);
    expect(report.split('\n').slice(0, 3).join('\n')).not.toContain('body line');
  });
});
