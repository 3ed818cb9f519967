/** Types of csp.cjs (plain CommonJS so both the .mjs build step and jest can load it). */

export type ScriptKind = 'classic' | 'module' | 'importmap' | 'speculationrules' | 'data';
export type CaptchaProvider = 'turnstile' | 'recaptcha';
export type CaptchaDirective = 'script-src' | 'frame-src' | 'connect-src';

export interface ExtractedScript {
  /** Attribute names lower-cased, values with character references decoded. */
  attributes: Record<string, string>;
  kind: ScriptKind;
  /** Has a src: loaded from a URL, its inline text is never run. */
  external: boolean;
  /** Text between the tags, exactly as the browser hashes it (newlines normalized to LF). */
  content: string;
}

export interface PolicyInput {
  /** Hash sources of the page's inline scripts, e.g. "'sha256-…'". */
  scriptHashes: string[];
  /** Captcha providers configured at build time. */
  captcha?: CaptchaProvider[];
}

export interface HeaderRule {
  path: string;
  policy: string;
  /** Further headers of this path only. */
  headers?: Record<string, string>;
}

export interface AdminPolicyInput {
  scriptHashes: string[];
  /** decap-server's origin, e.g. http://localhost:8381, in builds for local editing. */
  localBackend?: string;
}

export const HEADERS_FILE_MARKER: string;
export const HTML_CACHE_CONTROL: string;
export const CAPTCHA_ORIGINS: Record<CaptchaProvider, Record<CaptchaDirective, string[]>>;
export function extractScripts(html: string): ExtractedScript[];
export function inlineScriptsToHash(html: string): string[];
export function hashSource(content: string): string;
export function scriptHashesOf(html: string): string[];
export function crossOriginScriptSources(html: string): string[];
export function captchaProvidersFromEnv(env: Record<string, string | undefined>): CaptchaProvider[];
export function buildPolicy(input: PolicyInput): string;
export const ADMIN_PAGE_FILE: string;
export const CMS_ORIGINS: Record<'connect-src' | 'img-src', string[]>;
export function buildAdminPolicy(input: AdminPolicyInput): string;
export function localBackendOrigin(configYml: string): string | undefined;
export function pagePathsFor(relativeFile: string): string[];
/** noindex: add a "/*" rule answering X-Robots-Tag: noindex (deploy previews and branch deploys). */
export function renderHeadersFile(rules: HeaderRule[], options?: { noindex?: boolean }): string;
export function noindexFromEnv(env: Record<string, string | undefined>): boolean;
export function hasMetaCsp(html: string): boolean;
