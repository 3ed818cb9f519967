import fs from 'node:fs';
import { parse } from 'acorn';
import { INLINE_SCRIPTS, inlineScriptsOf } from '../../src/inline-scripts/registry';
import { routes } from '../../src/lib/routes';
import { INLINE_SCRIPTS_DIR, inlineScriptTexts } from './inline-script';

describe('the inline scripts', () => {
  const names = INLINE_SCRIPTS.map(({ name }) => name);

  it('are listed in the table, every module of src/inline-scripts/ and nothing else', () => {
    const modules = fs
      .readdirSync(INLINE_SCRIPTS_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'registry.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...names].sort()).toEqual(modules.sort());
  });

  it.each(Object.entries(inlineScriptTexts()))('writes %s as one ES2017 statement, its imports bundled in', (_name, script) => {
    const program = parse(script, { ecmaVersion: 2017, sourceType: 'script' });
    expect(program.body.map((statement) => statement.type)).toEqual(['ExpressionStatement']);
    expect(script).not.toMatch(/\bimport\b|\brequire\(|\bexport\b/);
    expect(script).not.toContain('\n');
  });

  it('go into the pages the table names, in its order', () => {
    const everyPage = INLINE_SCRIPTS.filter(({ pages }) => pages === 'every page').map(({ name }) => name);
    expect(inlineScriptsOf(routes.about)).toEqual(everyPage);
    const onContact = INLINE_SCRIPTS.filter(({ pages }) => pages === 'every page' || (pages as readonly string[]).includes(routes.contact));
    expect(inlineScriptsOf(routes.contact)).toEqual(onContact.map(({ name }) => name));
    expect(onContact.length).toBeGreaterThan(everyPage.length);
  });

  it('a script that depends on the build goes only into builds where that holds', () => {
    expect(inlineScriptsOf(routes.home, { identityLinks: false })).not.toContain('identity-link');
    expect(inlineScriptsOf(routes.home, { identityLinks: true })).toContain('identity-link');
    expect(inlineScriptsOf(routes.about, { identityLinks: true })).not.toContain('identity-link');
  });
});
