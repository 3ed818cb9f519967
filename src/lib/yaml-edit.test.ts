import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { editFrontmatter, editYaml, splitFrontmatter, withoutEmptyValues } from './yaml-edit';

const CONTENT = path.join(__dirname, '../../content');
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
