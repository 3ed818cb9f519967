import path from 'node:path';
import { importCircles, readImportGraph, roomOf } from '../../support/import-graph';

/**
 * Which folder's code may import which: shared code sits lower, so a change to a tool or a test
 * never reaches the site or the functions. Tests may import anything.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  src: ['src'],
  gatsby: ['gatsby', 'src', 'plugins'],
  plugins: ['plugins', 'src'],
  netlify: ['netlify', 'src'],
  support: ['support', 'src', 'gatsby', 'netlify', 'plugins'],
  scripts: ['scripts', 'support', 'src', 'gatsby', 'netlify', 'plugins'],
  '.': ['.', 'src', 'gatsby', 'plugins'],
};

const graph = readImportGraph(path.resolve(__dirname, '../..'));
const isTest = (file: string) => roomOf(file) === 'tests' || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

test('no module imports itself through others (no import circle)', () => {
  expect(importCircles(graph)).toEqual([]);
});

test('each folder imports only from itself and the folders below it', () => {
  const upward = [...graph]
    .filter(([file]) => !isTest(file))
    .flatMap(([file, targets]) =>
      targets.filter((target) => !(MAY_IMPORT[roomOf(file)] ?? []).includes(roomOf(target))).map((target) => `${file} -> ${target}`),
    );
  expect(upward).toEqual([]);
});

test('the graph sees the project: the functions import the lead contract, the contact form its fields', () => {
  expect(graph.get('netlify/functions/lib/send-email-handler.ts')).toContain('src/lib/contact/lead-contract.ts');
  expect(graph.get('src/components/contact/form.tsx')).toContain('src/components/contact/fields.tsx');
});
