import { makeSimulatedCaptchaToken } from '../lib/contact/captcha';
import { DELAYS } from '../lib/timing';

/**
 * Where the forms get their captcha token. With GATSBY_TURNSTILE_SITE_KEY or
 * GATSBY_RECAPTCHA_SITE_KEY set at build time, the provider's script is loaded on first submit
 * and a real token is requested for the form's action (the function verifies it with the matching
 * secret). Without a site key, a simulated token appears after one second (the form's "Verifying Security..." step): the function
 * accepts it only outside production.
 */
export type CaptchaAction = 'contact' | 'consultation' | 'chat';

const TURNSTILE_SITE_KEY = process.env.GATSBY_TURNSTILE_SITE_KEY ?? '';
const RECAPTCHA_SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '';
/** Fail rather than leave the visitor waiting: the form then shows its failure text. */
const PROVIDER_TIMEOUT_MS = 15_000;

interface TurnstileApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  remove: (widgetId: string) => void;
}
interface RecaptchaApi {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}
type CaptchaWindow = Window & { turnstile?: TurnstileApi; grecaptcha?: RecaptchaApi };

const scripts = new Map<string, Promise<void>>();

const loadScript = (src: string): Promise<void> => {
  const existing = scripts.get(src);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  loading.catch(() => scripts.delete(src));
  return loading;
};

const withTimeout = <T>(promise: Promise<T>): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('captcha timed out')), PROVIDER_TIMEOUT_MS))]);

const turnstileToken = async (action: CaptchaAction): Promise<string> => {
  await loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
  const api = (window as CaptchaWindow).turnstile;
  if (!api) throw new Error('captcha unavailable');
  // A fresh widget per attempt: Turnstile tokens are single-use. It shows itself only if a challenge is needed.
  const container = document.createElement('div');
  container.style.cssText = 'position:fixed;bottom:1rem;left:50%;transform:translateX(-50%);z-index:1000';
  document.body.appendChild(container);
  let widgetId = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      widgetId = api.render(container, {
        sitekey: TURNSTILE_SITE_KEY,
        action,
        appearance: 'interaction-only',
        callback: resolve,
        'error-callback': () => reject(new Error('captcha failed')),
        'expired-callback': () => reject(new Error('captcha expired')),
      });
    });
  } finally {
    if (widgetId) api.remove(widgetId);
    container.remove();
  }
};

const recaptchaToken = async (action: CaptchaAction): Promise<string> => {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(RECAPTCHA_SITE_KEY)}`);
  const api = (window as CaptchaWindow).grecaptcha;
  if (!api) throw new Error('captcha unavailable');
  await new Promise<void>((resolve) => api.ready(resolve));
  return api.execute(RECAPTCHA_SITE_KEY, { action });
};

const simulatedToken = (): Promise<string> =>
  new Promise((resolve) => setTimeout(() => resolve(makeSimulatedCaptchaToken(Date.now())), DELAYS.simulatedCaptchaMs));

export const getCaptchaToken = (action: CaptchaAction): Promise<string> => {
  if (TURNSTILE_SITE_KEY) return withTimeout(turnstileToken(action));
  if (RECAPTCHA_SITE_KEY) return withTimeout(recaptchaToken(action));
  return simulatedToken();
};
