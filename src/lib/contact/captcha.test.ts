import { chooseCaptchaPolicy, isSimulatedCaptchaToken, judgeCaptchaVerdict, makeSimulatedCaptchaToken } from './captcha';

describe('simulated captcha token (a fixed prefix and the current time)', () => {
  it('is the prefix followed by the time in milliseconds', () => {
    expect(makeSimulatedCaptchaToken(1_735_689_600_000)).toBe('simulated-captcha-1735689600000');
    expect(isSimulatedCaptchaToken(makeSimulatedCaptchaToken(Date.now()))).toBe(true);
  });
  it.each(['', 'simulated-captcha-', 'simulated-captcha-abc', 'other-1735689600000'])('refuses %p', (token) => {
    expect(isSimulatedCaptchaToken(token)).toBe(false);
  });
});

describe('chooseCaptchaPolicy', () => {
  it('uses the simulated token only outside production and without a secret', () => {
    expect(chooseCaptchaPolicy({}, false)).toEqual({ mode: 'simulated' });
    expect(chooseCaptchaPolicy({}, true)).toEqual({ mode: 'unconfigured' });
  });
  it('prefers Turnstile, then reCAPTCHA with its minimum score', () => {
    expect(chooseCaptchaPolicy({ TURNSTILE_SECRET_KEY: 't', RECAPTCHA_SECRET_KEY: 'r' }, false)).toEqual({ mode: 'turnstile', secret: 't' });
    expect(chooseCaptchaPolicy({ RECAPTCHA_SECRET_KEY: 'r' }, true)).toEqual({ mode: 'recaptcha', secret: 'r', minScore: 0.5 });
    expect(chooseCaptchaPolicy({ RECAPTCHA_SECRET_KEY: 'r', RECAPTCHA_MIN_SCORE: '0.7' }, true)).toMatchObject({ minScore: 0.7 });
    expect(chooseCaptchaPolicy({ RECAPTCHA_SECRET_KEY: 'r', RECAPTCHA_MIN_SCORE: 'lots' }, true)).toMatchObject({ minScore: 0.5 });
  });
  it('treats a blank secret as no secret', () => {
    expect(chooseCaptchaPolicy({ TURNSTILE_SECRET_KEY: '  ' }, false)).toEqual({ mode: 'simulated' });
  });
});

describe('judgeCaptchaVerdict', () => {
  const expected = { hostnames: ['www.aurelion.example'], action: 'contact', minScore: 0.5 };
  it('accepts success on our hostname with our action and a good score', () => {
    expect(judgeCaptchaVerdict({ success: true, hostname: 'WWW.aurelion.example', action: 'contact', score: 0.9, errorCodes: [] }, expected)).toEqual({
      ok: true,
    });
  });
  it('accepts a verdict without action (widget rendered without one) or score (Turnstile, reCAPTCHA v2)', () => {
    expect(judgeCaptchaVerdict({ success: true, hostname: 'www.aurelion.example', errorCodes: [] }, expected)).toEqual({ ok: true });
  });
  it.each([
    [{ success: false, errorCodes: ['invalid-input-response'] }, 'rejected:invalid-input-response'],
    [{ success: true, hostname: 'evil.example', errorCodes: [] }, 'hostname-mismatch'],
    [{ success: true, errorCodes: [] }, 'hostname-mismatch'],
    [{ success: true, hostname: 'www.aurelion.example', action: 'login', errorCodes: [] }, 'action-mismatch'],
    [{ success: true, hostname: 'www.aurelion.example', score: 0.3, errorCodes: [] }, 'low-score'],
  ])('refuses %j (%s)', (verdict, reason) => {
    expect(judgeCaptchaVerdict(verdict, expected)).toEqual({ ok: false, reason });
  });
});
