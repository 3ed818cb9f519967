/**
 * The project's import graph, read with TypeScript's own pre-processor (import, export-from,
 * require and dynamic import; type-only imports included, as they tie modules together too).
 * Only relative imports are edges: packages are not the project's own code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The top-level folders whose code imports each other, and the root files Gatsby reads. */
const SOURCE_ROOTS = ['src', 'gatsby', 'netlify', 'plugins', 'scripts', 'support', 'tests'];
const ROOT_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'gatsby-browser.tsx'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, into);
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) into.push(full);
  }
  return into;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** File → the project files it imports, both as paths relative to `root` with `/` separators. */
export function readImportGraph(root: string): ImportGraph {
  const files = [
    ...SOURCE_ROOTS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => sourceFiles(path.join(root, dir))),
    ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ];
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter((target): target is string => target !== undefined);
    graph.set(relative(file), [...new Set(targets.map(relative))]);
  }
  return graph;
}

/** Every group of files that import each other in a circle (Tarjan's strongly connected components). */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** The top-level folder a file lives in ('.' for the root files). */
export const roomOf = (file: string): string => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');
