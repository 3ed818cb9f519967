import { makeSimulatedCaptchaToken } from '../../src/lib/contact/captcha';
import { newIdempotencyKey, submitEnquiry, type EnquiryPayload } from '../../src/lib/contact/client';
import { memoryLogger } from '../../netlify/functions/lib/log';
import { createSendEmailHandler } from '../../netlify/functions/lib/send-email-handler';
import { SITE_ORIGIN, startRig, type Rig } from '../../support/send-email-rig';

/**
 * The browser helper against the real handler: its fetch is routed straight into the
 * function with the Request the browser would have sent (same origin, same headers).
 */
describe('submitEnquiry (client helper)', () => {
  let rig: Rig;
  let lastRequest: Request | undefined;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  const viaHandler: typeof fetch = async (input, init) => {
    const handler = createSendEmailHandler({
      openStore: () => rig.store,
      env: rig.env,
      logger: memoryLogger('send-email'),
      smtpTimeouts: rig.timeouts,
    });
    const headers = new Headers(init?.headers);
    headers.set('Origin', SITE_ORIGIN);
    lastRequest = new Request(new URL(String(input), SITE_ORIGIN), { ...init, headers });
    return handler(lastRequest.clone());
  };

  const contact = (): EnquiryPayload => ({
    kind: 'contact',
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    company: '',
    message: 'Tell me about your AI consulting.',
    captchaToken: makeSimulatedCaptchaToken(Date.now()),
    website: '',
  });

  it('POSTs JSON to /api/send-email with the Idempotency-Key and reports "sent"', async () => {
    const key = newIdempotencyKey();
    const result = await submitEnquiry(contact(), { idempotencyKey: key, fetchImpl: viaHandler });
    expect(result).toEqual({ ok: true, status: 'sent', reference: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(lastRequest?.method).toBe('POST');
    expect(new URL(lastRequest!.url).pathname).toBe('/api/send-email');
    expect(lastRequest?.headers.get('content-type')).toBe('application/json');
    expect(lastRequest?.headers.get('idempotency-key')).toBe(key);
  });

  it('a consultation from the modal goes through the same call', async () => {
    const payload: EnquiryPayload = {
      kind: 'consultation',
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      phone: '+1 555 0100',
      company: 'Compilers Inc',
      companySize: '100+',
      bestTime: 'Afternoons',
      description: 'A consultation about AI agents.',
      captchaToken: makeSimulatedCaptchaToken(Date.now()),
      website: '',
    };
    expect(await submitEnquiry(payload, { idempotencyKey: newIdempotencyKey(), fetchImpl: viaHandler })).toMatchObject({ ok: true, status: 'sent' });
  });

  it('returns the server message when the server refuses', async () => {
    const result = await submitEnquiry({ ...contact(), email: 'not-an-address' }, { idempotencyKey: newIdempotencyKey(), fetchImpl: viaHandler });
    expect(result).toEqual({ ok: false, message: 'Some fields are missing or invalid.', httpStatus: 400 });
  });

  it('never throws: a network failure or a non-JSON error page becomes { ok: false }', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await submitEnquiry(contact(), { idempotencyKey: newIdempotencyKey(), fetchImpl: offline })).toEqual({ ok: false, message: 'Failed to fetch' });
    const gateway: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(await submitEnquiry(contact(), { idempotencyKey: newIdempotencyKey(), fetchImpl: gateway })).toEqual({
      ok: false,
      message: 'HTTP 502',
      httpStatus: 502,
    });
  });

  it('gives up after its timeout', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = await submitEnquiry(contact(), { idempotencyKey: newIdempotencyKey(), fetchImpl: never, timeoutMs: 50 });
    expect(result.ok).toBe(false);
  });

  it('makes a new UUID-shaped key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
