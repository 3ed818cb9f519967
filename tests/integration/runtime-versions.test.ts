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
    expect(read('.ci/run')).toMatch(/npx -y -p node@24 node node_modules\/\.bin\/jest --selectProjects unit/);
  });

  it('every function is an ES module (.mts), so netlify dev prints no legacy CommonJS warning', () => {
    const dir = path.join(ROOT, 'netlify/functions');
    const files = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(files).toEqual(['daily-rebuild.mts', 'retry-queued-email.mts', 'send-email.mts', 'submission-created.mts']);
  });
});
