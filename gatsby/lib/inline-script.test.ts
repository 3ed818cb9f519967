import fs from 'node:fs';
import { parse } from 'acorn';
import { INLINE_SCRIPTS_DIR, INLINE_SCRIPT_NAMES, inlineScript } from './inline-script';

describe('inlineScript', () => {
  it('knows every script of src/inline-scripts/, and nothing else', () => {
    const modules = fs
      .readdirSync(INLINE_SCRIPTS_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...INLINE_SCRIPT_NAMES].sort()).toEqual(modules.sort());
  });

  it.each(INLINE_SCRIPT_NAMES)('writes %s as one ES2017 statement, its imports bundled in', (name) => {
    const script = inlineScript(name);
    const program = parse(script, { ecmaVersion: 2017, sourceType: 'script' });
    expect(program.body.map((statement) => statement.type)).toEqual(['ExpressionStatement']);
    expect(script).not.toMatch(/\bimport\b|\brequire\(|\bexport\b/);
    expect(script).not.toContain('\n');
  });

  it('passes the arguments, and writes the same text for the same arguments (the CSP hash stays)', () => {
    const script = inlineScript('load-bundles-after-paint', ['/app-1.js'], ['/page-data/app-data.json'], 5000);
    expect(script).toContain('["/app-1.js"],["/page-data/app-data.json"],5e3');
    expect(inlineScript('load-bundles-after-paint', ['/app-1.js'], ['/page-data/app-data.json'], 5000)).toBe(script);
  });
});
