import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { withBulletsOf } from './markdown-edit';
import { editFrontmatter, editYaml, splitFrontmatter, withoutEmptyValues } from './yaml-edit';
import { CONTENT_DIR } from '../../support/content-files';

/** The content folder of the run (content/, or CONTENT_DIR: the owner's build test runs this file over its edited copy). */
const CONTENT = CONTENT_DIR;
const contentFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? contentFiles(full) : /\.(md|yaml)$/.test(entry.name) ? [full] : [];
  });

/** Lines that differ between two texts, as `git diff --numstat` counts them (added + removed). */
const changedLines = (before: string, after: string): number => {
  const a = before.split('\n');
  const b = after.split('\n');
  const kept = a.filter((line, index) => b[index] === line).length;
  return a.length - kept + (b.length - kept);
};

const PRODUCT = `---
slug: nova
name: "Nova AI"
icon: brain-circuit
description: "A long description that runs well past eighty columns, so a folding writer would have wrapped it onto two lines"
stats:
  - value: "50%"
    label: "Faster answers"
  - value: "24/7"
    label: "Availability"
features:
  - "Search"
  - "Answers"
---

**Bold** opening.
`;

describe('every content file is already as the CMS writes it', () => {
  it.each(contentFiles(CONTENT).map((file) => path.relative(CONTENT, file)))('%s comes out of an unchanged save byte for byte', (file) => {
    const text = fs.readFileSync(path.join(CONTENT, file), 'utf8');
    if (file.endsWith('.md')) {
      const { yaml, body } = splitFrontmatter(text);
      expect(editFrontmatter(text, { ...parse(yaml), body }, [])).toBe(text);
    } else {
      expect(editYaml(text, parse(text), [])).toBe(text);
    }
  });
});

describe('a writer’s edit changes only what they changed', () => {
  const data = () => {
    const { yaml, body } = splitFrontmatter(PRODUCT);
    return { ...parse(yaml), body } as Record<string, unknown> & { stats: Array<Record<string, string>>; features: string[] };
  };

  it('one scalar: one line replaced, quoting and order of the rest kept', () => {
    const edited = { ...data(), description: 'Shorter.' };
    const text = editFrontmatter(PRODUCT, edited, []);
    expect(changedLines(PRODUCT, text)).toBe(2);
    expect(text).toContain('description: "Shorter."');
    expect(text).toContain('value: "50%"');
  });

  it('one list item: only that item’s line', () => {
    const edited = data();
    edited.features = ['Search', 'Better answers'];
    expect(changedLines(PRODUCT, editFrontmatter(PRODUCT, edited, []))).toBe(2);
  });

  it('an item added at the top of a list: only its lines are added', () => {
    const edited = data();
    edited.stats = [{ value: '15', label: 'Faster Knowledge Retrieval' }, ...edited.stats];
    const text = editFrontmatter(PRODUCT, edited, []);
    expect(text.split('\n').length - PRODUCT.split('\n').length).toBe(2);
    expect(text).toContain('stats:\n  - value: "15"\n    label: Faster Knowledge Retrieval\n  - value: "50%"');
  });

  it('a cleared optional field is left out, never written as "" or null', () => {
    const text = editFrontmatter(PRODUCT, { ...data(), icon: '', badge: null }, []);
    expect(text).not.toMatch(/icon:|badge:/);
  });

  it('an edit and its undo leave the value as it was written, even through a value that needed quotes', () => {
    const original = 'name: Viralyze\nvalue: "6"\ndescription: "Chosen quotes."\n';
    const edited = editYaml(original, { name: 'Viralyze: X', value: '7', description: 'Other.' }, []);
    expect(edited).toBe('name: "Viralyze: X"\nvalue: "7"\ndescription: "Other."\n');
    expect(editYaml(edited, { name: 'Viralyze', value: '6', description: 'Chosen quotes.' }, [])).toBe(original);
  });

  it('a one-word edit in a body list is one line: Decap’s `*` bullets are written as the file writes them', () => {
    const page = '---\ntitle: Privacy\n---\n\n## We collect\n\n- Your name\n- Your e-mail\n  - when you write\n- Your company\n';
    // Decap's Markdown editor hands back every bullet as `*`.
    const fromDecap = '## We collect\n\n* Your name\n* Your address\n  * when you write\n* Your company';
    const text = editFrontmatter(page, { title: 'Privacy', body: fromDecap }, []);
    expect(changedLines(page, text)).toBe(2);
    expect(text).toContain('- Your address\n  - when you write\n');
  });

  it('a one-word edit beside a table is one line: Decap’s re-padded table is written as the file had it', () => {
    const page = '---\ntitle: Cookies\n---\n\n| Name | Type |\n|---|---|\n| `theme` | Local storage |\n\n- No tracking cookies.\n';
    const fromDecap = '| Name    | Type          |\n| ------- | ------------- |\n| `theme` | Local storage |\n\n* No tracking cookies at all.';
    const text = editFrontmatter(page, { title: 'Cookies', body: fromDecap }, []);
    expect(changedLines(page, text)).toBe(2);
    expect(text).toContain('- No tracking cookies at all.\n');
  });

  it('bullets of a file that has none yet are the site’s `-`; `*` files keep `*`; rules, emphasis and code are left alone', () => {
    expect(withBulletsOf('', '* One\n* Two')).toBe('- One\n- Two');
    expect(withBulletsOf('* Old', '- One')).toBe('* One');
    expect(withBulletsOf('', '* * *\n*emphasis* here\n```\n* code\n```')).toBe('* * *\n*emphasis* here\n```\n* code\n```');
  });

  it('a new entry is written in the model’s field order, with its body after a blank line', () => {
    expect(editFrontmatter(undefined, { title: 'T', body: 'Hello', slug: 's', date: '' }, ['slug', 'title'])).toBe('---\nslug: s\ntitle: T\n---\n\nHello\n');
  });

  it('empty values go from groups and lists too', () => {
    expect(withoutEmptyValues({ cta: { label: 'Go', note: '' }, list: [], stats: [{ value: '1', icon: null }] })).toEqual({
      cta: { label: 'Go' },
      stats: [{ value: '1' }],
    });
  });
});
