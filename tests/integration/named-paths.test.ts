import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RepoTree, stalePaths } from '../../scripts/lib/named-paths';

// Two small repositories: one whose docs and comments name paths that are gone, one whose every named path exists.
const FIXTURES = path.join(__dirname, '../fixtures/named-paths');
const ROOT = path.join(__dirname, '../..');

const filesUnder = (root: string, dir = ''): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });

const staleIn = (name: string) => {
  const root = path.join(FIXTURES, name);
  const files = filesUnder(root);
  return stalePaths(new RepoTree(root, files), files).map(({ file, line, path: named }) => `${file}:${line}: ${named}`);
};

const checkPaths = (folder: string) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/check-paths.ts'), folder], { encoding: 'utf8' });

describe('the paths docs and code comments name', () => {
  it('are found stale in links, backticked and plain words, patterns and comments, by file and line', () => {
    expect(staleIn('stale')).toEqual([
      'README.md:6: docs/gone.md',
      'README.md:6: src/lib/gone.ts',
      'README.md:7: src/<name>.py',
      'README.md:10: src/lib/renamed.ts',
      'docs/guide.md:3: ../src/lib/old.ts',
      'docs/guide.md:4: ./README.md',
      'netlify.toml:1: src/lib/headers.ts',
      'src/lib/names.ts:2: src/lib/in-a-comment.ts',
      'src/lib/names.ts:6: src/lib/missing.ts',
    ]);
  });

  it('leave out what is no path: URLs, site addresses, tokens, strings and templates in code, content, patterns that match', () => {
    const named = staleIn('stale').join('\n');
    for (const notAPath of ['example.com', '/about/', 'product:x', 'in-a-string', 'in-a-template', 'not-read', 'content/<type>/', 'src/lib/*.ts', './other']) {
      expect(named).not.toContain(notAPath);
    }
    expect(staleIn('good')).toEqual([]);
  });

  it('fail the lint naming file, line and path (the repository itself passes in `npm run lint`)', () => {
    const stale = checkPaths(path.join(FIXTURES, 'stale'));
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('docs/guide.md:3: ../src/lib/old.ts does not exist');
    expect(stale.stderr).toContain('src/lib/names.ts:6: src/lib/missing.ts does not exist');
    expect(stale.stderr).toContain('9 stale path(s)');
  });
});
