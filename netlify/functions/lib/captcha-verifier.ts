import {
  type CaptchaExpectations,
  type CaptchaPolicy,
  type CaptchaVerdict,
  isSimulatedCaptchaToken,
  judgeCaptchaVerdict,
} from '../../../src/lib/contact/captcha';

export const CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
} as const;

export const DEFAULT_CAPTCHA_TIMEOUT_MS = 3000;

export interface CaptchaVerifierOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Tests point these at a local stand-in for the provider. */
  verifyUrls?: { turnstile: string; recaptcha: string };
}

/** 403: the token was judged and refused. 503: we could not judge it (fail closed). */
export type CaptchaCheck = { ok: true } | { ok: false; status: 403 | 503; reason: string };

function toVerdict(body: unknown): CaptchaVerdict | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = body as Record<string, unknown>;
  if (typeof raw.success !== 'boolean') return undefined;
  const codes = raw['error-codes'];
  return {
    success: raw.success,
    hostname: typeof raw.hostname === 'string' ? raw.hostname : undefined,
    action: typeof raw.action === 'string' ? raw.action : undefined,
    score: typeof raw.score === 'number' ? raw.score : undefined,
    errorCodes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [],
  };
}

async function askProvider(
  url: string,
  secret: string,
  token: string,
  remoteIp: string | undefined,
  options: CaptchaVerifierOptions,
): Promise<CaptchaVerdict | undefined> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  const doFetch = options.fetchImpl ?? fetch;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_CAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    return toVerdict(await response.json());
  } catch {
    return undefined;
  }
}

export async function checkCaptcha(
  policy: CaptchaPolicy,
  token: string,
  expectations: CaptchaExpectations,
  remoteIp: string | undefined,
  options: CaptchaVerifierOptions = {},
): Promise<CaptchaCheck> {
  switch (policy.mode) {
    case 'simulated':
      return isSimulatedCaptchaToken(token) ? { ok: true } : { ok: false, status: 403, reason: 'bad-simulated-token' };
    case 'unconfigured':
      return { ok: false, status: 503, reason: 'captcha-secret-missing-in-production' };
    case 'turnstile':
    case 'recaptcha': {
      const urls = options.verifyUrls ?? CAPTCHA_VERIFY_URLS;
      const verdict = await askProvider(urls[policy.mode], policy.secret, token, remoteIp, options);
      if (!verdict) return { ok: false, status: 503, reason: `${policy.mode}-unreachable` };
      const minScore = policy.mode === 'recaptcha' ? policy.minScore : undefined;
      const judgement = judgeCaptchaVerdict(verdict, { ...expectations, minScore });
      return judgement.ok ? judgement : { ok: false, status: 403, reason: judgement.reason };
    }
  }
}
