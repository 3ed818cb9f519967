import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Deploys run on Node 24 LTS; local installs still work from Node 20.12. */
const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('Node versions', () => {
  it('netlify.toml builds (and so runs the functions) on the Node major of .nvmrc, which is 24', () => {
    const toml = /^\s*NODE_VERSION\s*=\s*"(\d+)[^"]*"/m.exec(read('netlify.toml'))?.[1];
    const nvmrc = /^v?(\d+)/.exec(read('.nvmrc').trim())?.[1];
    expect(toml).toBe('24');
    expect(nvmrc).toBe(toml);
  });

  it('package.json still accepts Node 20.12+, and CI runs the unit tests under Node 24', () => {
    expect((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node).toBe('>=20.12');
    // What CI runs, as the script itself lists it: the unit project under a Node 24 binary, then the full suite.
    const steps = execFileSync('bash', [path.join(ROOT, '.ci/run'), '--plan'], { encoding: 'utf8' })
      .trim()
      .split('\n');
    const underNode24 = steps.find((step) => /\bnode@24\b/.test(step));
    expect(underNode24?.split(' ')).toEqual(expect.arrayContaining(['jest', '--selectProjects', 'unit'].map((word) => expect.stringContaining(word))));
    expect(steps.at(-1)).toBe('npm test');
  });

  it('every function is an ES module (.mts), so netlify dev prints no legacy CommonJS warning', () => {
    const dir = path.join(ROOT, 'netlify/functions');
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.endsWith('.mts'))).toEqual([]);
  });
});
