import path from 'node:path';
import { isSafeAddress } from '../../../src/lib/contact/address';
import { chooseCaptchaPolicy, type CaptchaPolicy } from '../../../src/lib/contact/captcha';

/**
 * The functions' runtime configuration: every environment variable they read is read here, so
 * docs/OPERATORS.md's table of variables has one source to check against.
 */

/** Environment as the function sees it (process.env in Netlify, a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

export interface SmtpTimeouts {
  /** Each SMTP stage: DNS, TCP connect, greeting, socket inactivity. */
  stageMs: number;
  /** Hard cap for one whole send, well under Netlify's synchronous function limit. */
  totalMs: number;
}

export const DEFAULT_SMTP_STAGE_TIMEOUT_MS = 4000;

export type MailConfig =
  | { mode: 'smtp'; url: string; from: string; to: string; timeouts: SmtpTimeouts }
  | { mode: 'outbox'; directory: string; from: string; to: string }
  /** Production without SMTP_URL (or bad addresses): submissions stay queued in the store. */
  | { mode: 'misconfigured'; problems: string[] };

/** Used only for the local .eml outbox, where nothing is delivered. */
const OUTBOX_DEFAULTS = { to: 'contact@example.com', from: 'website@example.com' } as const;

/**
 * "Production" means: CONTEXT or NODE_ENV says so, or the function runs in any deployed
 * Netlify context (production, deploy-preview, branch-deploy). Deployed previews are public
 * URLs too, so they get the same rules: real captcha, real SMTP, no .eml outbox.
 * `netlify dev` reports CONTEXT=dev and an empty deploy context.
 */
export function isProduction(env: Env, deployContext?: string): boolean {
  if (env.CONTEXT === 'production' || env.NODE_ENV === 'production') return true;
  return Boolean(deployContext) && deployContext !== 'dev';
}

function smtpTimeouts(env: Env, override?: Partial<SmtpTimeouts>): SmtpTimeouts {
  const parsed = Number(env.SMTP_TIMEOUT_MS);
  const stageMs = override?.stageMs ?? (parsed > 0 && parsed <= 10_000 ? parsed : DEFAULT_SMTP_STAGE_TIMEOUT_MS);
  return { stageMs, totalMs: override?.totalMs ?? stageMs * 2 + 1000 };
}

function addressProblems(to: string | undefined, from: string | undefined): string[] {
  const problems: string[] = [];
  if (!to) problems.push('CONTACT_TO_EMAIL is not set');
  else if (!isSafeAddress(to)) problems.push('CONTACT_TO_EMAIL is not a plain address');
  if (!from) problems.push('MAIL_FROM is not set');
  else if (!isSafeAddress(from)) problems.push('MAIL_FROM is not a plain address');
  return problems;
}

export function readMailConfig(env: Env, production: boolean, options: { cwd?: string; smtpTimeouts?: Partial<SmtpTimeouts> } = {}): MailConfig {
  const to = env.CONTACT_TO_EMAIL?.trim();
  const from = env.MAIL_FROM?.trim();
  const smtpUrl = env.SMTP_URL?.trim();

  if (smtpUrl) {
    const problems = addressProblems(to, from);
    if (!/^smtps?:\/\//i.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
    if (problems.length > 0 || !to || !from) return { mode: 'misconfigured', problems };
    return { mode: 'smtp', url: smtpUrl, to, from, timeouts: smtpTimeouts(env, options.smtpTimeouts) };
  }
  if (production) return { mode: 'misconfigured', problems: ['SMTP_URL is not set in production'] };

  const outboxTo = to || OUTBOX_DEFAULTS.to;
  const outboxFrom = from || OUTBOX_DEFAULTS.from;
  const problems = addressProblems(outboxTo, outboxFrom);
  if (problems.length > 0) return { mode: 'misconfigured', problems };
  const directory = path.resolve(options.cwd ?? process.cwd(), env.MAIL_OUTBOX_DIR?.trim() || '.mail-outbox');
  return { mode: 'outbox', directory, to: outboxTo, from: outboxFrom };
}

export function readCaptchaPolicy(env: Env, production: boolean): CaptchaPolicy {
  return chooseCaptchaPolicy(env, production);
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Site URLs besides the request's own origin that may post to us (Origin check). */
export function configuredSiteUrls(env: Env): string[] {
  return [env.URL, env.DEPLOY_PRIME_URL, env.DEPLOY_URL, ...splitList(env.ALLOWED_ORIGINS)].filter((url): url is string => Boolean(url));
}

/** Hostnames a captcha widget may have run on: the request host, the site URLs, extras. */
export function captchaHostnames(env: Env, requestUrl: string): string[] {
  const hosts = new Set<string>();
  for (const url of [requestUrl, ...configuredSiteUrls(env)]) {
    try {
      hosts.add(new URL(url).hostname);
    } catch {
      // not a URL: ignore
    }
  }
  for (const host of splitList(env.CAPTCHA_HOSTNAMES)) hosts.add(host);
  return [...hosts];
}

const DEFAULT_RETENTION_DAYS = 30;

/** Sent leads are kept this many whole days after the day they were sent (SUBMISSION_RETENTION_DAYS). */
export function retentionDays(env: Env): number {
  const parsed = Number(env.SUBMISSION_RETENTION_DAYS);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_RETENTION_DAYS;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * In a function, the runtime hands the Blobs store's address over in NETLIFY_BLOBS_CONTEXT (base64
 * JSON). `netlify dev` points it at its BlobsServer on loopback; Netlify, at its own endpoint.
 */
export function blobsStoreIsLocal(env: Env): boolean {
  try {
    const context = JSON.parse(Buffer.from(env.NETLIFY_BLOBS_CONTEXT ?? '', 'base64').toString('utf8')) as { edgeURL?: string; apiURL?: string };
    const url = context.edgeURL ?? context.apiURL;
    return typeof url === 'string' && LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The environment variable holding the Netlify build hook that the daily rebuild calls. */
export const BUILD_HOOK_VARIABLE = 'DAILY_REBUILD_HOOK_URL';

/** The build hook's address, or undefined when unset. A secret: never logged. */
export const readBuildHookUrl = (env: Env): string | undefined => env[BUILD_HOOK_VARIABLE]?.trim() || undefined;
