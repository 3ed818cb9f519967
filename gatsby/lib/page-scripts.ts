import { createHash } from 'node:crypto';
import { elementsOf, parseHtml, textOf } from './html';

/**
 * A built page's scripts as the browser sees them, for its Content-Security-Policy: which inline
 * scripts run (and so need a hash), which load from another origin, whether a <meta> sets a policy.
 */

export type ScriptKind = 'classic' | 'module' | 'importmap' | 'speculationrules' | 'data';

export interface ExtractedScript {
  /** Attribute names lower-cased, values with character references decoded; the first of two same-named attributes wins. */
  attributes: Record<string, string>;
  kind: ScriptKind;
  /** Has a src: loaded from a URL, its inline text is never run. */
  external: boolean;
  /** Text between the tags, exactly as the browser hashes it (newlines normalized to LF). */
  content: string;
}

// Elements whose content the browser's parser reads as text, so a <script> inside is no script.
// <noscript> is text too when scripting is on (the only case where a CSP matters).
const RAW_TEXT_ELEMENTS = new Set(['style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes']);

// The JavaScript MIME types of the HTML standard ("JavaScript MIME type essence match").
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

// Inline <script> types that script-src governs besides classic and module scripts.
const OTHER_CHECKED_TYPES = new Set<ScriptKind>(['importmap', 'speculationrules']);

/**
 * What the browser does with a <script> of these attributes: 'classic', 'module', 'importmap',
 * 'speculationrules' (all executed, so governed by script-src) or 'data' (a data block such as
 * JSON-LD: never executed, CSP does not apply).
 */
const scriptKind = (attributes: Record<string, string>): ScriptKind => {
  const type = (attributes.type ?? '').trim().toLowerCase();
  if (type === '') {
    const language = attributes.language;
    if (language === undefined || language === '') return 'classic';
    return JAVASCRIPT_TYPES.has(`text/${language.trim().toLowerCase()}`) ? 'classic' : 'data';
  }
  if (JAVASCRIPT_TYPES.has(type)) return 'classic';
  if (type === 'module') return 'module';
  if (OTHER_CHECKED_TYPES.has(type as ScriptKind)) return type as ScriptKind;
  return 'data';
};

/**
 * Every <script> element of an HTML document, in document order, with its text exactly as the
 * browser hashes it. Scripts in comments and inside raw-text elements are none; a script with a
 * src is listed with `external: true` (its inline text, if any, is never run).
 */
export const extractScripts = (html: string): ExtractedScript[] =>
  elementsOf(parseHtml(html))
    .filter(({ element, ancestors }) => element.name === 'script' && !ancestors.some((name) => RAW_TEXT_ELEMENTS.has(name)))
    .map(({ element }) => {
      const attributes = { ...element.attribs };
      return { attributes, kind: scriptKind(attributes), external: 'src' in attributes, content: textOf(element) };
    });

/** The inline scripts script-src must allow: executable, without src. Data blocks (JSON-LD) are left out. */
export const inlineScriptsToHash = (html: string): string[] =>
  extractScripts(html)
    .filter((script) => !script.external && script.kind !== 'data')
    .map((script) => script.content);

/** The CSP hash source of a script text: 'sha256-<base64 of the SHA-256 of its UTF-8 bytes>'. */
export const hashSource = (content: string): string => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** The distinct hash sources of a page's inline scripts, in document order. */
export const scriptHashesOf = (html: string): string[] => [...new Set(inlineScriptsToHash(html).map(hashSource))];

/** src values of the page's scripts on another origin than the site's (absolute or protocol-relative URLs). */
export const crossOriginScriptSources = (html: string): string[] =>
  extractScripts(html)
    .map((script) => (script.external ? script.attributes.src.trim() : ''))
    .filter((src) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(src));

/** Whether the HTML sets a CSP itself with <meta http-equiv> (which would be a second policy). */
export const hasMetaCsp = (html: string): boolean =>
  elementsOf(parseHtml(html)).some(
    ({ element }) => element.name === 'meta' && element.attribs['http-equiv']?.trim().toLowerCase() === 'content-security-policy',
  );
