import { parseAllHeaders, type Header } from '@netlify/headers-parser';

/**
 * The response headers Netlify serves for a path. The rules are read and matched by Netlify's own
 * parser (@netlify/headers-parser, the code `netlify build` runs on netlify.toml and _headers);
 * what is ours is only the last step: every rule whose path matches applies, and a header that
 * several matching rules set arrives as one value joined with ", ".
 * `netlify dev` cannot show this for caching (it always answers max-age=0), so tests compute it.
 */

/** A parsed rule (path, its values, the path's regular expression) and where it was written, for messages. */
export interface HeaderRule extends Header {
  /** "netlify.toml" or "_headers". */
  source: string;
}

/** A header as served: its value (every setter's value joined) and who set it, in any letter case. */
export interface ServedHeader {
  value: string;
  /** One entry per rule that set it: `<source> <for>: <Name as written>`. */
  setBy: string[];
  /** The distinct letter cases the name was written in. */
  spellings: string[];
}

/** Netlify's catch-all default when no rule sets Cache-Control. */
export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const sourceName = (file: string): string => file.split(/[\\/]/).pop() ?? file;

/**
 * The rules of a netlify.toml and of _headers files, in that order, as Netlify's parser reads
 * them: repeated lines of one header under one path become one value joined with ", ".
 * Throws with the parser's messages when a file has an error (`netlify build` rejects those lines).
 */
export const readHeaderRules = async ({ netlifyToml, headersFiles = [] }: { netlifyToml?: string; headersFiles?: string[] }): Promise<HeaderRule[]> => {
  const sources = [
    ...(netlifyToml ? [{ source: sourceName(netlifyToml), options: { netlifyConfigPath: netlifyToml, headersFiles: [] } }] : []),
    ...headersFiles.map((file) => ({ source: sourceName(file), options: { headersFiles: [file] } })),
  ];
  const parsed = await Promise.all(
    sources.map(async ({ source, options }) => {
      const { headers, errors } = await parseAllHeaders({ ...options, configHeaders: [], minimal: false });
      if (errors.length > 0) throw new Error(`${source}: ${errors.map((error) => error.message).join('\n')}`);
      return (headers as Header[]).map((rule) => ({ ...rule, source }));
    }),
  );
  return parsed.flat();
};

export const ruleMatches = (rule: Pick<Header, 'forRegExp'>, requestPath: string): boolean => rule.forRegExp.test(requestPath);

/** Every header the matching rules give a path, keyed by lower-case name. */
export const servedHeaders = (rules: readonly HeaderRule[], requestPath: string): Map<string, ServedHeader> => {
  const served = new Map<string, ServedHeader>();
  for (const rule of rules.filter((candidate) => ruleMatches(candidate, requestPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const header = served.get(key) ?? { value: '', setBy: [], spellings: [] };
      header.value = header.value === '' ? value : `${header.value}, ${value}`;
      header.setBy.push(`${rule.source} ${rule.for}: ${name}`);
      if (!header.spellings.includes(name)) header.spellings.push(name);
      served.set(key, header);
    }
  }
  return served;
};

/** The Cache-Control a path is served with: the rules' joined value, else Netlify's default. */
export const cacheControlOf = (served: Map<string, ServedHeader>): string => served.get('cache-control')?.value ?? NETLIFY_DEFAULT_CACHE_CONTROL;

/** Headers set by more than one rule, or in more than one letter case: each a readable problem. */
export const doubledHeaders = (served: Map<string, ServedHeader>): string[] =>
  [...served.entries()]
    .filter(([, header]) => header.setBy.length > 1 || header.spellings.length > 1)
    .map(([name, header]) => `${name} set ${header.setBy.length} times (${header.setBy.join('; ')}): "${header.value}"`);

/**
 * Header names written in more than one letter case anywhere in the rules, whatever their paths:
 * `netlify build` warns on these ("the same header is set twice with different cases").
 */
export const mixedCaseNames = (rules: readonly HeaderRule[]): string[][] => {
  const spellings = new Map<string, Set<string>>();
  for (const name of rules.flatMap((rule) => Object.keys(rule.values)))
    spellings.set(name.toLowerCase(), (spellings.get(name.toLowerCase()) ?? new Set()).add(name));
  return [...spellings.values()].filter((names) => names.size > 1).map((names) => [...names]);
};
