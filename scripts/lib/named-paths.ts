/**
 * The paths the docs and the code comments name, and which of them do not exist. A reader who
 * follows a stale path finds nothing; nothing else would tell the writer.
 *
 * What is read: every Markdown file but the site's content (content/) and test fixtures, and the
 * comments of every JavaScript and TypeScript file, of netlify.toml and of the CI script.
 *
 * What counts as a path:
 * - a Markdown link or image that is no URL, no site path ("/about/") and no anchor, from the
 *   Markdown file's folder;
 * - a word with a "/" that starts with "./", "../", a folder at the top of the repository
 *   ("gatsby/lib/html.ts", "docs/") or a folder beside the file ("lib/emotion-styles.ts" in the
 *   first-paint plugin's README).
 *   A trailing ":12" (a line) is left out; a word ending in "/" names a folder.
 *
 * A path with "*", "<name>" or "…" is a pattern: it must match at least one file or folder
 * ("content/<type>/", "tests/e2e/*.spec.ts"). A path inside an installed package
 * ("gatsby/cache-dir/static-entry.js") counts as existing.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface NamedPath {
  /** The file that names the path, relative to the repository, with "/" separators. */
  file: string;
  line: number;
  /** As written. */
  path: string;
  /** Relative to the repository: where it points. */
  resolved: string;
  /** A Markdown link, which a reader follows from the file's own folder and nowhere else. */
  link: boolean;
}

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const HASH_COMMENTED = /^(?:netlify\.toml|\.ci\/.*)$/;
const NOT_READ = /^(?:content|tests\/fixtures|node_modules)\//;

/** The files whose text names paths: docs (Markdown) and code (its comments). */
export const filesToRead = (files: readonly string[]): string[] =>
  files.filter((file) => !NOT_READ.test(file) && (file.endsWith('.md') || CODE.test(file) || HASH_COMMENTED.test(file)));

/** One piece of prose and the line it starts on. */
interface Prose {
  text: string;
  line: number;
}

const scriptKind = (file: string): ts.ScriptKind => {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$|\.jsx$/.test(file)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.TS;
};

/** Every comment of a JavaScript or TypeScript file, found by TypeScript's parser (so "//" inside a string or a template is no comment). */
const codeComments = (file: string, text: string): Prose[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const starts = new Map<number, number>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((range) => starts.set(range.pos, range.end));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    if (node.kind >= ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.SyntaxList) node.getChildren(source).forEach(visit);
    else add(ts.getTrailingCommentRanges(text, node.end));
  };
  visit(source);
  return [...starts].map(([start, end]) => ({ text: text.slice(start, end), line: source.getLineAndCharacterOfPosition(start).line + 1 }));
};

/** The "# …" comments of a TOML or shell file, one per line. */
const hashComments = (text: string): Prose[] =>
  text.split('\n').flatMap((line, index) => {
    const comment = /(?:^|\s)#(?!!)(.*)$/.exec(line);
    return comment ? [{ text: comment[1], line: index + 1 }] : [];
  });

/** The prose of a file, line by line, where paths may be named. */
const proseLines = (file: string, text: string): Prose[] => {
  const pieces = file.endsWith('.md') ? [{ text, line: 1 }] : HASH_COMMENTED.test(file) ? hashComments(text) : codeComments(file, text);
  return pieces.flatMap((piece) => piece.text.split('\n').map((line, index) => ({ text: line, line: piece.line + index })));
};

const URL_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi;
const MARKDOWN_TARGET = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)|\b(?:src|href)="([^"]+)"/g;
const PATH_WORD = /(?<![\w@.~/<>*…-])((?:\.\.?\/)*[\w@.~<>*…-]+(?:\/[\w@.~<>*…-]*)+)/g;
const PATTERN = /[*<…]|\.\.\./;
/** How an import names a module without its extension. */
const MODULE_SUFFIXES = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '/index.ts'];

/** A Markdown link's target when it is a path: no scheme, no site path, no bare anchor. */
const linkPath = (target: string): string | null => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/#]/.test(target) || target.includes('{')) return null;
  const withoutAnchor = target.replace(/[#?].*$/, '');
  return withoutAnchor === '' ? null : decodeURIComponent(withoutAnchor);
};

/** A word as it names a path: without the sentence's punctuation and a ":line" suffix. */
const trimWord = (word: string): string => word.replace(/(?::\d+)+$/, '').replace(/(?<!\.)[.,:;]+$/, '');

/** The repository's map of names: every file, and every folder with a trailing "/". */
export class RepoTree {
  readonly entries: Set<string>;
  private readonly topFolders: Set<string>;

  constructor(
    readonly root: string,
    files: readonly string[],
  ) {
    this.entries = new Set(files);
    for (const file of files) {
      const parts = file.split('/');
      for (let depth = 1; depth < parts.length; depth += 1) this.entries.add(`${parts.slice(0, depth).join('/')}/`);
    }
    this.topFolders = new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]));
  }

  /** Where a word points when it names a path (see the top of this file), relative to the repository; null when it names none. */
  pathOf(word: string, fromDir: string): string | null {
    const first = word.split('/')[0];
    if (first === '.' || first === '..') return path.posix.join(fromDir, word);
    if (this.topFolders.has(first)) return word;
    if (fromDir !== '.' && this.entries.has(`${fromDir}/${first}/`)) return `${fromDir}/${word}`;
    return null;
  }

  /**
   * Whether a path exists: the file or folder, a module without its extension ("./named-paths"), a
   * match of a pattern, or a file of an installed package. A word (no link) written from "./" or
   * "../" whose base the text leaves unsaid ("./images/<file>" beside a content entry) exists when
   * it names a path under some folder of the repository.
   */
  exists(named: NamedPath): boolean {
    const { resolved } = named;
    if (PATTERN.test(resolved) ? this.matchesPattern(resolved) : this.existsPlain(resolved)) return true;
    const fromSomeFolder = named.path.replace(/^(?:\.\.?\/)+/, '');
    return !named.link && fromSomeFolder !== named.path && this.matchesPattern(`**/${fromSomeFolder}`);
  }

  private existsPlain(resolved: string): boolean {
    if (resolved.startsWith('../')) return false;
    if (resolved.endsWith('/')) return this.entries.has(resolved);
    if (['', ...MODULE_SUFFIXES, '/'].some((suffix) => this.entries.has(resolved + suffix))) return true;
    return fs.existsSync(path.join(this.root, 'node_modules', resolved));
  }

  private matchesPattern(pattern: string): boolean {
    const source = pattern
      .split(/(<[^>/]*>|\*\*\/?|\*|…|\.\.\.)/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
        if (part.startsWith('**')) return '(?:.*/)?';
        return part === '*' ? '[^/]*' : '[^/]+';
      })
      .join('');
    const regex = new RegExp(`^${source}${pattern.endsWith('/') ? '' : '/?'}$`);
    return [...this.entries].some((entry) => regex.test(entry));
  }
}

/** Every path the prose names, with the line it is on. */
const pathsIn = (tree: RepoTree, file: string, prose: Prose[]): NamedPath[] => {
  const dir = path.posix.dirname(file);
  const found = new Map<string, NamedPath>();
  const add = (line: number, written: string, resolved: string | null, link = false) => {
    const key = `${line}:${resolved}`;
    if (resolved !== null && !found.get(key)?.link) found.set(key, { file, line, path: written, resolved, link });
  };
  for (const { text: line, line: number } of prose) {
    if (file.endsWith('.md')) {
      for (const match of line.matchAll(MARKDOWN_TARGET)) {
        const target = linkPath(match[1] ?? match[2] ?? match[3]);
        if (target !== null) add(number, target, path.posix.join(dir, target), true);
      }
    }
    for (const match of line.replace(URL_LIKE, ' ').matchAll(PATH_WORD)) {
      const word = trimWord(match[1]);
      add(number, word, tree.pathOf(word, dir));
    }
  }
  return [...found.values()];
};

/** Every path a doc or the comments of a code file name, with the line it is on. */
export const namedPaths = (tree: RepoTree, file: string, text: string): NamedPath[] => pathsIn(tree, file, proseLines(file, text));

/**
 * The paths named in the given files that do not exist, in file and line order. A code file whose
 * every path-like word exists (its imports among them) is not parsed for its comments.
 */
export const stalePaths = (tree: RepoTree, files: readonly string[]): NamedPath[] =>
  filesToRead(files).flatMap((file) => {
    const text = fs.readFileSync(path.join(tree.root, file), 'utf8');
    const missing = (named: NamedPath[]) => named.filter((each) => !tree.exists(each));
    if (!file.endsWith('.md') && missing(pathsIn(tree, file, [{ text, line: 1 }])).length === 0) return [];
    return missing(namedPaths(tree, file, text));
  });
