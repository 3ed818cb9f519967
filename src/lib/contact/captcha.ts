/**
 * Captcha rules. Without a captcha provider the client sends a simulated token (a fixed prefix plus
 * the current time); the server accepts that token only outside production and only while no real
 * captcha secret is configured. With a secret, the provider's verdict is judged here.
 */
export const SIMULATED_CAPTCHA_PREFIX = 'simulated-captcha-';
const SIMULATED_TOKEN = /^simulated-captcha-\d{10,16}$/;

export function makeSimulatedCaptchaToken(now: number): string {
  return `${SIMULATED_CAPTCHA_PREFIX}${Math.floor(now)}`;
}

export function isSimulatedCaptchaToken(token: string): boolean {
  return SIMULATED_TOKEN.test(token);
}

export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

export type CaptchaPolicy =
  | { mode: 'simulated' }
  | { mode: 'turnstile'; secret: string }
  | { mode: 'recaptcha'; secret: string; minScore: number }
  /** Production with no secret: every submission is refused (fail closed). */
  | { mode: 'unconfigured' };

export interface CaptchaEnv {
  TURNSTILE_SECRET_KEY?: string;
  RECAPTCHA_SECRET_KEY?: string;
  RECAPTCHA_MIN_SCORE?: string;
}

export function chooseCaptchaPolicy(env: CaptchaEnv, production: boolean): CaptchaPolicy {
  const turnstile = env.TURNSTILE_SECRET_KEY?.trim();
  if (turnstile) return { mode: 'turnstile', secret: turnstile };
  const recaptcha = env.RECAPTCHA_SECRET_KEY?.trim();
  if (recaptcha) {
    const parsed = Number(env.RECAPTCHA_MIN_SCORE);
    const minScore = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : DEFAULT_RECAPTCHA_MIN_SCORE;
    return { mode: 'recaptcha', secret: recaptcha, minScore };
  }
  return production ? { mode: 'unconfigured' } : { mode: 'simulated' };
}

/** The parts of a Turnstile / reCAPTCHA siteverify answer we judge. */
export interface CaptchaVerdict {
  success: boolean;
  hostname?: string;
  action?: string;
  score?: number;
  errorCodes: string[];
}

export interface CaptchaExpectations {
  /** Hostnames the widget may run on (our own site). */
  hostnames: string[];
  /** The action the widget was rendered with: the enquiry kind. */
  action: string;
  /** reCAPTCHA v3 only. */
  minScore?: number;
}

export type CaptchaJudgement = { ok: true } | { ok: false; reason: string };

export function judgeCaptchaVerdict(verdict: CaptchaVerdict, expected: CaptchaExpectations): CaptchaJudgement {
  if (!verdict.success) return { ok: false, reason: `rejected:${verdict.errorCodes.join(',') || 'unknown'}` };
  const hostname = verdict.hostname?.toLowerCase();
  if (!hostname || !expected.hostnames.map((h) => h.toLowerCase()).includes(hostname)) {
    return { ok: false, reason: 'hostname-mismatch' };
  }
  // Providers only report an action when the widget was given one; when they do, it must match.
  if (verdict.action && verdict.action !== expected.action) return { ok: false, reason: 'action-mismatch' };
  if (verdict.score !== undefined && expected.minScore !== undefined && verdict.score < expected.minScore) {
    return { ok: false, reason: 'low-score' };
  }
  return { ok: true };
}
