/**
 * `npm run lint` (and `npx tsx scripts/check-paths.ts [folder]`, the repository by default): fails
 * when a doc or a code comment names a path that does not exist (scripts/lib/named-paths.ts says
 * what counts as a path), one line per stale path: "<file>:<line>: <path> does not exist". A path
 * git ignores (what the build or the tests write) counts as existing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { filesToRead, RepoTree, stalePaths } from './lib/named-paths';

const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
const git = (args: string[], input?: string): string => execFileSync('git', args, { cwd: root, encoding: 'utf8', input });

const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
  .split('\0')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
const stale = stalePaths(new RepoTree(root, files), files);

/** The stale paths git ignores: written by the build or the tests, so they exist once those ran. */
const ignoredByGit = (paths: string[]): Set<string> => {
  if (paths.length === 0) return new Set();
  try {
    return new Set(git(['check-ignore', '--no-index', '--stdin'], paths.join('\n')).split('\n'));
  } catch {
    return new Set(); // exit 1: none is ignored
  }
};
const ignored = ignoredByGit([...new Set(stale.map((named) => named.resolved).filter((resolved) => !resolved.startsWith('../')))]);
const missing = stale.filter((named) => !ignored.has(named.resolved));

if (missing.length > 0) {
  for (const named of missing)
    console.error(`${named.file}:${named.line}: ${named.path} does not exist${named.path === named.resolved ? '' : ` (${named.resolved})`}`);
  console.error(`\n${missing.length} stale path(s) in the docs and code comments: name the path as it is now, or say it without a path.`);
  process.exit(1);
}
console.log(`Paths: every path named in ${filesToRead(files).length} docs and code files exists`);
