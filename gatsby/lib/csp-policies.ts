import type { CmsBackendName } from '../cms/cms-backend';
import { CMS_PAGE_FILE } from '../cms/cms-config';

/**
 * The Content-Security-Policy texts: one for every page (with its own script hashes and the
 * configured captcha's origins), one for the CMS page alone.
 */

export type CaptchaProvider = 'turnstile' | 'recaptcha';
type CaptchaDirective = 'script-src' | 'frame-src' | 'connect-src';

/**
 * Third-party origins per CSP directive for the captcha widget the build was configured with
 * (GATSBY_* site keys are inlined into the client at build time, so the policy follows them).
 */
export const CAPTCHA_ORIGINS: Record<CaptchaProvider, Record<CaptchaDirective, string[]>> = {
  // Cloudflare's Turnstile CSP reference: its script, its iframe and the iframe's calls.
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
    'connect-src': ['https://challenges.cloudflare.com'],
  },
  // The reCAPTCHA FAQ's allowlist for sites with a CSP.
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ['https://www.google.com/recaptcha/'],
  },
};

type Env = Record<string, string | undefined>;

/** The captcha providers whose site key is set in this environment. */
export const captchaProvidersFromEnv = (env: Env): CaptchaProvider[] => {
  const providers: CaptchaProvider[] = [];
  if (env.GATSBY_TURNSTILE_SITE_KEY?.trim()) providers.push('turnstile');
  if (env.GATSBY_RECAPTCHA_SITE_KEY?.trim()) providers.push('recaptcha');
  return providers;
};

/** Origins of the given providers for one directive, without repeats. */
const originsFor = (providers: readonly CaptchaProvider[], directive: CaptchaDirective): string[] => [
  ...new Set(providers.flatMap((provider) => CAPTCHA_ORIGINS[provider][directive])),
];

type Directives = Array<[name: string, sources: string[]]>;
const renderPolicy = (directives: Directives): string => directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/**
 * The policy of one page. `scriptHashes` are its inline scripts' hash sources; `captcha` the
 * configured providers. Styles: emotion writes <style> blocks in the HTML *and* inserts more at
 * runtime, and components set style attributes, so style-src needs 'unsafe-inline' (hashes
 * would cover only the build's blocks). Images: gatsby-plugin-image placeholders are data: URIs.
 */
export const buildPolicy = ({ scriptHashes, captcha = [] }: { scriptHashes: readonly string[]; captcha?: readonly CaptchaProvider[] }): string => {
  const frameSources = originsFor(captcha, 'frame-src');
  return renderPolicy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...originsFor(captcha, 'script-src')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    // The site's only calls: its own page-data and /api/send-email.
    ['connect-src', ["'self'", ...originsFor(captcha, 'connect-src')]],
    // Without a captcha, default-src 'self' already covers frames.
    ...(frameSources.length > 0 ? ([['frame-src', ["'self'", ...frameSources]]] as Directives) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
};

/** The CMS page (Decap CMS, written by gatsby/node-apis/on-post-bootstrap.ts): it alone gets the admin policy. */
export const ADMIN_PAGE_FILE = CMS_PAGE_FILE;

/**
 * Origins Decap CMS talks to in production with the GitHub backend: the GitHub API for content,
 * GitHub avatars for the signed-in writer. The git-gateway backend needs none: Netlify Identity
 * (/.netlify/identity) and Git Gateway (/.netlify/git) answer on the site's own origin, and the
 * Identity widget is served from /admin/ and draws its dialog in an about:blank frame with inline styles.
 */
export const CMS_ORIGINS = {
  'connect-src': ['https://api.github.com'],
  'img-src': ['https://avatars.githubusercontent.com'],
};

/**
 * The policy of the CMS page, and of no other. Decap validates its configuration with ajv, which
 * compiles schemas with `new Function`, so script-src needs 'unsafe-eval' (and 'wasm-unsafe-eval'
 * for its WebAssembly); uploads and the media library's images are held as blob: URLs, which Decap also reads back. `localBackend` is decap-server's
 * origin (http://localhost:<port>) only in a local build made with CMS_LOCAL_BACKEND=true.
 * Sign-in opens Netlify's OAuth page in a popup, which this page's policy does not govern.
 */
export const buildAdminPolicy = ({
  scriptHashes,
  localBackend,
  backend = 'github',
}: {
  scriptHashes: readonly string[];
  localBackend?: string;
  backend?: CmsBackendName;
}): string => {
  const origins = backend === 'github' ? CMS_ORIGINS : { 'connect-src': [], 'img-src': [] };
  return renderPolicy([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...origins['img-src']]],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", 'blob:', ...origins['connect-src'], ...(localBackend ? [localBackend] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
};

/** decap-server's origin from the generated config.yml (JSON under a comment line), or undefined. */
export const localBackendOrigin = (configYml: string): string | undefined => {
  const json = configYml.slice(configYml.indexOf('{'));
  const url = (JSON.parse(json) as { local_backend?: { url?: unknown } } | null)?.local_backend?.url;
  return typeof url === 'string' ? new URL(url).origin : undefined;
};
