import { parse as parseToml } from 'smol-toml';

/**
 * The response headers Netlify serves for a path, computed from netlify.toml and public/_headers
 * with Netlify's matching: every rule whose path matches applies, and a header that several
 * matching rules (or lines) set arrives as one value joined with ", ". Pure: text in, headers out.
 * `netlify dev` cannot show this for caching (it always answers max-age=0), so tests compute it.
 */

export interface HeaderRule {
  /** The rule's path pattern, as written ("/*", "/static/*", "/:lang/about"). */
  for: string;
  /** Header lines in order; a name may repeat (Netlify joins the values). */
  values: Array<[name: string, value: string]>;
  /** Where the rule was written, for messages: "netlify.toml" or "_headers". */
  source: string;
}

/** A header as served: its value (every setter's value joined) and who set it, in any letter case. */
export interface ServedHeader {
  value: string;
  /** One entry per line that set it: `<source> <for>: <Name as written>`. */
  setBy: string[];
  /** The distinct letter cases the name was written in. */
  spellings: string[];
}

/** Netlify's catch-all default when no rule sets Cache-Control. */
export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression of a rule path, as Netlify matches it (the rules of Netlify's own parser,
 * @netlify/headers-parser): case-insensitive, with or without a trailing slash; ":name" is one
 * path segment; a lone "*" segment is anything, nothing and further segments included (the "/"
 * before it is optional, so "/static/*" also matches "/static"); "*" inside a segment is any
 * characters, "/" included.
 */
export const pathPattern = (forPath: string): RegExp => {
  const parts = forPath
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part.split('*').map(escapeRegExp).join('(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
};

export const ruleMatches = (rule: Pick<HeaderRule, 'for'>, requestPath: string): boolean => pathPattern(rule.for).test(requestPath);

/**
 * The rules of a _headers file: a path line starting with "/" (or a URL), then indented
 * "Name: value" lines; "#" starts a comment line. Throws on a header line before any path or
 * without a colon, as Netlify rejects such a file.
 */
export const parseHeadersFile = (text: string, source = '_headers'): HeaderRule[] => {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line) && (trimmed.startsWith('/') || /^https?:\/\//.test(trimmed))) {
      rules.push({ for: trimmed, values: [], source });
      return;
    }
    const colon = trimmed.indexOf(':');
    if (rules.length === 0 || colon <= 0) throw new Error(`${source} line ${index + 1}: not a path and not a "Name: value" header line: ${trimmed}`);
    rules[rules.length - 1].values.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
};

/** The [[headers]] rules of a netlify.toml. */
export const parseNetlifyTomlHeaders = (text: string, source = 'netlify.toml'): HeaderRule[] => {
  const config = parseToml(text) as { headers?: Array<{ for?: unknown; values?: Record<string, unknown> }> };
  return (config.headers ?? []).map((rule, index) => {
    if (typeof rule.for !== 'string') throw new Error(`${source}: [[headers]] #${index + 1} has no "for" path`);
    const values = Object.entries(rule.values ?? {}).map(([name, value]): [string, string] => [name, String(value)]);
    return { for: rule.for, values, source };
  });
};

/** Every header the matching rules give a path, keyed by lower-case name. */
export const servedHeaders = (rules: readonly HeaderRule[], requestPath: string): Map<string, ServedHeader> => {
  const served = new Map<string, ServedHeader>();
  for (const rule of rules.filter((candidate) => ruleMatches(candidate, requestPath))) {
    for (const [name, value] of rule.values) {
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

/** Headers set by more than one line, or in more than one letter case: each a readable problem. */
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
  for (const [name] of rules.flatMap((rule) => rule.values)) spellings.set(name.toLowerCase(), (spellings.get(name.toLowerCase()) ?? new Set()).add(name));
  return [...spellings.values()].filter((names) => names.size > 1).map((names) => [...names]);
};
