import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slugClashes } from './slug-clashes';

describe('slugs two files of a folder both claim', () => {
  let content: string;
  const write = (name: string, frontmatter: string) => fs.writeFileSync(path.join(content, 'products', name), `---\n${frontmatter}\n---\nText\n`);
  beforeEach(() => {
    content = fs.mkdtempSync(path.join(os.tmpdir(), 'slug-clashes-'));
    fs.mkdirSync(path.join(content, 'products'));
  });
  afterEach(() => fs.rmSync(content, { recursive: true, force: true }));

  it('name the field and the other file, for a slug and for a former slug', () => {
    write('alpha.md', 'slug: alpha\nformerSlugs:\n  - first');
    write('beta.md', 'slug: alpha');
    write('gamma.md', 'slug: gamma\nformerSlugs:\n  - first');
    expect(slugClashes(content, 'products/alpha.md').map((problem) => problem.message)).toEqual([
      'field "slug" ("alpha") is also the "slug" of content/products/beta.md: two entries cannot share an address or a token; give one of them another slug, or remove the old one from "formerSlugs"',
      'field "formerSlugs[0]" ("first") is also the "formerSlugs[0]" of content/products/gamma.md: two entries cannot share an address or a token; give one of them another slug, or remove the old one from "formerSlugs"',
    ]);
  });

  it('find none where each slug is one file’s', () => {
    write('alpha.md', 'slug: alpha\nformerSlugs:\n  - first');
    write('beta.md', 'slug: beta');
    expect(slugClashes(content, 'products/alpha.md')).toEqual([]);
  });
});
