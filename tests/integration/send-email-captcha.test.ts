import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRig, validConsultation, validContact, type Rig } from '../../support/send-email-rig';

/**
 * Issue #6: with a captcha secret the token is verified server-side against the provider's
 * siteverify endpoint — here a loopback stand-in that answers like Turnstile / reCAPTCHA.
 */
interface Provider {
  url: string;
  /** What the next siteverify call answers; 'hang' never answers. */
  answer: Record<string, unknown> | 'hang' | 500;
  calls: URLSearchParams[];
  close(): Promise<void>;
}

async function startProvider(): Promise<Provider> {
  const provider: Provider = { url: '', answer: { success: true }, calls: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      provider.calls.push(new URLSearchParams(body));
      if (provider.answer === 'hang') return; // never answer
      if (provider.answer === 500) {
        res.statusCode = 500;
        res.end('oops');
      } else {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(provider.answer));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  provider.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return provider;
}

const HOST = 'www.aurelion.example';

describe.each([
  ['Turnstile', { TURNSTILE_SECRET_KEY: 'turnstile-secret' }, false],
  ['reCAPTCHA', { RECAPTCHA_SECRET_KEY: 'recaptcha-secret' }, true],
])('%s secret configured', (_name: string, secretEnv: Record<string, string>, scored: boolean) => {
  let rig: Rig;
  let provider: Provider;
  beforeAll(async () => {
    provider = await startProvider();
    rig = await startRig({
      env: { ...secretEnv, CONTEXT: 'production' },
      captcha: { verifyUrls: { turnstile: provider.url, recaptcha: provider.url }, timeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await rig.close();
    await provider.close();
  });

  async function postWith(answer: Provider['answer'], body = validContact({ captchaToken: 'provider-token' })): Promise<Response> {
    provider.answer = answer;
    return rig.post(body, {}, { ip: '203.0.113.7' });
  }

  it('sends the secret, the token and the client IP to siteverify; accepts a good verdict', async () => {
    const before = rig.sink.received.length;
    const response = await postWith({ success: true, hostname: HOST, action: 'contact' });
    expect(response.status).toBe(200);
    const call = provider.calls[provider.calls.length - 1];
    expect(call.get('secret')).toBe(Object.values(secretEnv)[0]);
    expect(call.get('response')).toBe('provider-token');
    expect(call.get('remoteip')).toBe('203.0.113.7');
    await rig.sink.waitForCount(before + 1);
  });

  it('refuses the simulated client token once a secret is set', async () => {
    const response = await postWith({ success: false, 'error-codes': ['invalid-input-response'] }, validContact());
    expect(response.status).toBe(403);
  });

  it.each([
    ['an unsuccessful verdict', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['another hostname', { success: true, hostname: 'evil.example', action: 'contact' }],
    ['no hostname', { success: true }],
    ['another action', { success: true, hostname: HOST, action: 'login' }],
  ])('refuses %s with 403 and sends nothing', async (_label, answer) => {
    const mails = rig.sink.received.length;
    const records = (await rig.records()).length;
    const response = await postWith(answer);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ ok: false, fields: { captchaToken: 'Rejected' } });
    expect(rig.sink.received.length).toBe(mails);
    expect((await rig.records()).length).toBe(records);
  });

  it(scored ? 'refuses a score below RECAPTCHA_MIN_SCORE (default 0.5)' : 'has no score to judge', async () => {
    const response = await postWith({ success: true, hostname: HOST, action: 'contact', score: 0.1 });
    expect(response.status).toBe(scored ? 403 : 200);
    expect((await postWith({ success: true, hostname: HOST, action: 'contact', score: 0.9 })).status).toBe(200);
  });

  it('checks the action against the kind of enquiry', async () => {
    expect((await postWith({ success: true, hostname: HOST, action: 'contact' }, validConsultation({ captchaToken: 't' }))).status).toBe(403);
    expect((await postWith({ success: true, hostname: HOST, action: 'consultation' }, validConsultation({ captchaToken: 't' }))).status).toBe(200);
  });

  it.each([
    ['does not answer in time', 'hang' as const],
    ['answers 500', 500 as const],
    ['answers something that is not a verdict', { hello: 'world' }],
  ])('fails closed (503, nothing stored) when the provider %s', async (_label, answer) => {
    const records = (await rig.records()).length;
    const started = Date.now();
    const response = await postWith(answer);
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await rig.records()).length).toBe(records);
  });
});

describe('no captcha secret, not production', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  it('accepts the simulated token and refuses anything else', async () => {
    expect((await rig.post(validContact())).status).toBe(200);
    expect((await rig.post(validContact({ captchaToken: 'made-up' }))).status).toBe(403);
    expect((await rig.post(validContact({ captchaToken: '' }))).status).toBe(400);
  });

  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }, undefined],
    ['CONTEXT=production', { CONTEXT: 'production' }, undefined],
    ['a deployed deploy-preview', {}, 'deploy-preview'],
  ])('refuses the simulated token with %s (503: no captcha configured)', async (_label, env, deployContext) => {
    Object.assign(rig.env, env);
    try {
      const response = await rig.post(validContact(), {}, { deploy: { context: deployContext } });
      expect(response.status).toBe(503);
    } finally {
      delete rig.env.NODE_ENV;
      delete rig.env.CONTEXT;
    }
  });
});
