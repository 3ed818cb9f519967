import fs from 'node:fs';
import path from 'node:path';
import { ROOT, gatsbyBuild, scratchSite } from '../../support/scratch-site';

/**
 * A real `gatsby build` over a fixture content folder with broken frontmatter, in a scratch copy of
 * the site (so the real build's .cache and public/ are untouched). A writer must see which file and
 * which field to fix.
 */
describe('a build over broken content', () => {
  let output = '';
  let status: number | null = null;

  beforeAll(() => {
    const scratch = scratchSite('broken-content-build');
    ({ status, output } = gatsbyBuild(scratch, { CONTENT_DIR: path.join(ROOT, 'tests/fixtures/broken-content') }, 240_000));
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

  it('names the Markdown file and the misspelt company placeholder in its text', () => {
    expect(output).toContain('Invalid content in content/legal/privacy.md');
    expect(output).toContain('body: unknown placeholder {{privacyEmial}}; the known ones are');
  });
});
