import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { makeSimulatedCaptchaToken } from '../../src/lib/contact/captcha';
import { CONTACT_TO, startRig, validConsultation, validContact, type Rig } from '../../support/send-email-rig';

/**
 * Issue #12: random bodies against the real handler, Blobs server and SMTP sink.
 * Properties: never a 5xx; a refused request never sends mail; every mail that does go out
 * has exactly the configured recipient (envelope and To), and no Cc/Bcc.
 */
const RELAY_KEYS = ['to', 'from', 'cc', 'bcc', 'html', 'headers', 'envelope', 'subject', 'attachments', 'text'];
/** Text that tries header injection, markup, odd Unicode and control characters. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    '\r\nBcc: victim@elsewhere.example',
    '<script>alert(1)</script>',
    'a\u2028b\u0085c\u0000d',
    '"quoted" <angle@brackets.example>',
    'x'.repeat(6000),
  ),
  fc
    .tuple(fc.string(), fc.constantFrom('\r\n', '\n', '\r'), fc.constantFrom('Bcc: v@e.example', 'To: v@e.example', 'Subject: x'))
    .map((parts) => parts.join('')),
);
const anyValue = fc.oneof(nastyText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
const emailish = fc.oneof(
  fc.emailAddress(),
  nastyText,
  fc.constantFrom('a@b.c', 'x@y.example, z@w.example', 'a b@c.example', '"a"@b.example', 'a@b.example\r\nBcc: v@e.example'),
);

/** Bodies that look like ours, with random values, extra keys, missing keys. */
const enquiryLike = fc
  .record(
    {
      kind: fc.constantFrom('contact', 'consultation', 'other'),
      name: fc.oneof(nastyText, anyValue),
      email: fc.oneof(emailish, anyValue),
      company: nastyText,
      message: nastyText,
      phone: nastyText,
      companySize: fc.constantFrom('<10', '<25', '<50', '<100', '100+', '', '7'),
      bestTime: nastyText,
      description: nastyText,
      topic: fc.constantFrom('general', 'demo', 'other'),
      captchaToken: fc.oneof(fc.constant(makeSimulatedCaptchaToken(Date.now())), fc.string()),
      website: fc.oneof(fc.constant(''), fc.constant(''), fc.string()),
    },
    { requiredKeys: [] },
  )
  .chain((body) => fc.option(fc.constantFrom(...RELAY_KEYS), { freq: 3 }).map((extra) => (extra ? { ...body, [extra]: 'attacker@evil.example' } : body)));

/** Valid submissions whose free-text fields are random: these should be sent. */
const validWithRandomText = fc
  .record({
    kind: fc.constantFrom('contact', 'consultation'),
    name: fc.string({ minLength: 2, maxLength: 100 }).filter((s) => s.trim().length >= 2),
    text: fc.string({ minLength: 10, maxLength: 400 }).filter((s) => s.trim().length >= 10),
    email: fc.emailAddress().filter((e) => e.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)),
  })
  .map(({ kind, name, text, email }) =>
    kind === 'contact' ? validContact({ name, message: text, email }) : validConsultation({ name, description: text, email }),
  );

const requestBody = fc.oneof(
  { weight: 1, arbitrary: fc.jsonValue() },
  { weight: 1, arbitrary: fc.string().map((raw) => ({ raw })) },
  { weight: 4, arbitrary: enquiryLike },
  { weight: 3, arbitrary: validWithRandomText },
);

describe('send-email under random input', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  it('never answers 5xx, never mails on refusal, and always mails only CONTACT_TO_EMAIL', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requestBody, fc.nat({ max: 4 }), async (body, keyChoice) => {
        const mailsBefore = rig.sink.received.length;
        const raw = typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1 ? String(body.raw) : body;
        const response = await rig.post(raw, { key: keyChoice > 0 ? randomUUID() : null }); // 1 in 5 without a key
        const payload = (await response.json()) as { ok: boolean; status?: string; message?: string };

        expect(response.status).toBeLessThan(500);
        expect(typeof payload.ok).toBe('boolean');
        if (!payload.ok) expect(typeof payload.message).toBe('string');

        const honeypot = typeof body === 'object' && body !== null && 'website' in body && typeof body.website === 'string' && body.website.trim() !== '';
        const expectMail = response.status === 200 && payload.status === 'sent' && !honeypot;
        expect(rig.sink.received.length).toBe(mailsBefore + (expectMail ? 1 : 0));
        if (expectMail) sent += 1;
      }),
      { numRuns: 150 },
    );

    expect(sent).toBeGreaterThan(10); // the generator really exercised the sending path
    for (const mail of rig.sink.received) {
      expect(mail.envelopeTo).toEqual([CONTACT_TO]);
      const to = Array.isArray(mail.parsed.to) ? mail.parsed.to : [mail.parsed.to];
      expect(to.flatMap((address) => address?.value.map((a) => a.address))).toEqual([CONTACT_TO]);
      expect(mail.parsed.cc).toBeUndefined();
      expect(mail.parsed.bcc).toBeUndefined();
    }
  }, 120_000);
});
