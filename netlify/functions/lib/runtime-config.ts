import path from 'node:path';
import { isSafeAddress } from '../../../src/lib/contact/address';
import { chooseCaptchaPolicy, type CaptchaPolicy } from '../../../src/lib/contact/captcha';
import type { Logger } from './log';
import type { SubmissionStore } from './submission-store';

/** Environment as the function sees it (process.env in Netlify, a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * What every function handler is given: the lead store and the environment, plus what tests
 * replace (clock, logger, working directory, SMTP timeouts).
 */
export interface HandlerDeps {
  /** Called per invocation: in Netlify the Blobs environment exists only during an invocation. */
  openStore: () => SubmissionStore;
  env: Env;
  now?: () => Date;
  logger?: Logger;
  /** Base for a relative MAIL_OUTBOX_DIR (default: the process's working directory). */
  cwd?: string;
  smtpTimeouts?: Partial<SmtpTimeouts>;
}

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
