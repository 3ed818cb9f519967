import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'gatsby-browser.tsx', 'tsconfig.json', 'package.json', 'gatsby', 'src', 'static'];

/**
 * A real `gatsby build` over a fixture content folder with broken frontmatter, in a scratch copy of
 * the site (so the real build's .cache and public/ are untouched). A writer must see which file and
 * which field to fix.
 */
describe('a build over broken content', () => {
  let output = '';
  let status: number | null = null;

  beforeAll(() => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-content-build-'));
    for (const name of SITE_FILES) fs.cpSync(path.join(ROOT, name), path.join(scratch, name), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: scratch,
      env: { ...process.env, CONTENT_DIR: path.join(ROOT, 'tests/fixtures/broken-content'), GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    output = `${result.stdout}\n${result.stderr}`;
    status = result.status;
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
