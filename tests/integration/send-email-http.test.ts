import { ENQUIRY_KINDS } from '../../src/lib/contact/lead-contract';
import { SITE_ORIGIN, startRig, validContact, type Rig } from '../../support/send-email-rig';

/** Issue #5 (strict HTTP), #6 (honeypot) and #7 (idempotency), through real Request objects. */
describe('send-email HTTP contract', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  async function expectJsonError(response: Response, status: number): Promise<Record<string, unknown>> {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.ok).toBe(false);
    expect(typeof body.message).toBe('string');
    return body;
  }

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await rig.post(validContact(), { method });
    await expectJsonError(response, 405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses Content-Type %s with 415',
    async (contentType) => {
      await expectJsonError(await rig.post(JSON.stringify(validContact()), { contentType }), 415);
    },
  );

  it('accepts application/json with a charset parameter', async () => {
    const response = await rig.post(validContact(), { contentType: 'application/json; charset=utf-8' });
    expect(response.status).toBe(200);
  });

  it('refuses a body over 32 KB with 413 before parsing it', async () => {
    const huge = JSON.stringify(validContact({ message: 'x'.repeat(40 * 1024) }));
    await expectJsonError(await rig.post(huge), 413);
  });

  it('refuses an oversized body sent without Content-Length (streamed) with 413', async () => {
    const chunk = new TextEncoder().encode('{"kind":"contact","message":"' + 'y'.repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) controller.close();
        else {
          controller.enqueue(chunk);
          sent += 1;
        }
      },
    });
    const request = new Request(`${SITE_ORIGIN}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(request.headers.get('content-length')).toBeNull();
    const { createSendEmailHandler } = await import('../../netlify/functions/lib/send-email-handler');
    const { memoryLogger } = await import('../../netlify/functions/lib/log');
    const handler = createSendEmailHandler({ openStore: () => rig.store, env: rig.env, logger: memoryLogger('send-email') });
    await expectJsonError(await handler(request), 413);
  });

  it.each(['{', 'not json', '', '{"kind":"contact",}'])('answers malformed JSON %p with 400', async (raw) => {
    await expectJsonError(await rig.post(raw), 400);
  });

  it.each([[[]], ['a string'], [42], [null]])('answers a non-object body %p with 400', async (body) => {
    await expectJsonError(await rig.post(body), 400);
  });

  it.each(['to', 'from', 'cc', 'bcc', 'subject', 'html', 'headers', 'envelope', 'replyTo', 'recaptchaToken', '__proto__'])(
    'rejects the relay key "%s" with 400 and names it',
    async (key) => {
      const before = rig.sink.received.length;
      const raw = JSON.stringify(validContact()).replace(/}$/, `,${JSON.stringify(key)}:"attacker@evil.example"}`);
      const body = await expectJsonError(await rig.post(raw), 400);
      expect(body.unknownKeys).toEqual([key]);
      expect(rig.sink.received.length).toBe(before);
    },
  );

  it('names every missing or invalid field with its spec message', async () => {
    const body = await expectJsonError(
      await rig.post({ kind: 'contact', name: 'A', email: 'nope', message: 'short', captchaToken: 'simulated-captcha-1700000000000', website: '' }),
      400,
    );
    expect(body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('names fields of the wrong type and missing required keys', async () => {
    const body = await expectJsonError(await rig.post({ kind: 'contact', name: 42, email: ['x'], message: 'hello there world' }), 400);
    expect(body.fields).toEqual({ name: 'Must be a string', email: 'Must be a string', captchaToken: 'Missing' });
  });

  it('rejects an unknown kind, naming the kind field', async () => {
    const body = await expectJsonError(await rig.post(validContact({ kind: 'newsletter' })), 400);
    expect(body.fields).toEqual({ kind: `Must be one of: ${ENQUIRY_KINDS.join(', ')}` });
  });

  it('rejects a consultation without a valid company size', async () => {
    const body = await expectJsonError(
      await rig.post({
        kind: 'consultation',
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        phone: '1',
        company: 'C',
        companySize: '12',
        bestTime: 'now',
        description: 'call me',
        captchaToken: 'simulated-captcha-1700000000000',
        website: '',
      }),
      400,
    );
    expect(body.fields).toEqual({ companySize: 'Please choose a company size' });
  });

  it('requires an Idempotency-Key header', async () => {
    const body = await expectJsonError(await rig.post(validContact(), { key: null }), 400);
    expect(Object.keys(body.fields as object)).toEqual(['Idempotency-Key']);
    await expectJsonError(await rig.post(validContact(), { key: 'short' }), 400);
  });

  it('refuses a request whose Origin is another site with 403, and sends nothing', async () => {
    const before = rig.sink.received.length;
    await expectJsonError(await rig.post(validContact(), { origin: 'https://evil.example' }), 403);
    await expectJsonError(await rig.post(validContact(), { origin: 'null' }), 403);
    await expectJsonError(await rig.post(validContact(), { origin: 'https://www.aurelion.example.evil.example' }), 403);
    expect(rig.sink.received.length).toBe(before);
  });

  it('accepts its own origin and no Origin at all (non-browser clients)', async () => {
    expect((await rig.post(validContact(), { origin: SITE_ORIGIN })).status).toBe(200);
    expect((await rig.post(validContact(), { origin: null })).status).toBe(200);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS (e.g. a second domain)', async () => {
    await expectJsonError(await rig.post(validContact(), { origin: 'https://aurelion-preview.example' }), 403);
    rig.env.ALLOWED_ORIGINS = 'https://other.example, https://aurelion-preview.example';
    try {
      expect((await rig.post(validContact(), { origin: 'https://aurelion-preview.example' })).status).toBe(200);
    } finally {
      delete rig.env.ALLOWED_ORIGINS;
    }
  });

  it('sets no-store and nosniff on every response, success and error alike', async () => {
    const responses = [
      await rig.post(validContact()),
      await rig.post(validContact(), { method: 'GET' }),
      await rig.post('{', {}),
      await rig.post(validContact(), { origin: 'https://evil.example' }),
    ];
    for (const response of responses) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers a filled honeypot as a new lead (202 received) and neither sends nor stores anything', async () => {
    const mailsBefore = rig.sink.received.length;
    const recordsBefore = (await rig.records()).length;
    const response = await rig.post(validContact({ website: 'http://spam.example' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, status: 'received' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rig.sink.received.length).toBe(mailsBefore);
    expect((await rig.records()).length).toBe(recordsBefore);
  });

  it('a repeated Idempotency-Key sends no second mail and answers like the first time', async () => {
    const before = rig.sink.received.length;
    const key = 'c0ffee00-1111-4222-8333-444455556666';
    const first = await rig.post(validContact(), { key });
    const second = await rig.post(validContact({ captchaToken: 'simulated-captcha-1700000000001' }), { key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = [await first.json(), await second.json()];
    expect(b).toEqual(a);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rig.sink.received.length).toBe(before + 1);
  });

  it('concurrent requests with the same key produce exactly one mail', async () => {
    const before = rig.sink.received.length;
    const key = 'deadbeef-2222-4333-8444-555566667777';
    const responses = await Promise.all(Array.from({ length: 5 }, () => rig.post(validContact(), { key })));
    expect(responses.every((response) => response.status === 200 || response.status === 202)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rig.sink.received.length).toBe(before + 1);
  });

  it('a key reused for different content is refused with 422 and sends nothing', async () => {
    const key = 'feedface-3333-4444-8555-666677778888';
    expect((await rig.post(validContact(), { key })).status).toBe(200);
    const before = rig.sink.received.length;
    const body = await expectJsonError(await rig.post(validContact({ message: 'A completely different message.' }), { key }), 422);
    expect(body.fields).toEqual({ 'Idempotency-Key': 'Already used' });
    expect(rig.sink.received.length).toBe(before);
  });
});
