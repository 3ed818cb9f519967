import { CONTACT_TO, MAIL_FROM, startRig, validConsultation, validContact, type Rig } from '../../support/send-email-rig';

/** Issue #10: what actually arrives at a real SMTP server, parsed with mailparser. */
describe('send-email delivers through SMTP to the configured recipient only', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  it('sends one mail to CONTACT_TO_EMAIL, from MAIL_FROM, with the visitor only in Reply-To', async () => {
    const before = rig.sink.received.length;
    const response = await rig.post(validContact());

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, status: 'sent', reference: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await rig.sink.waitForCount(before + 1);
    const mail = rig.sink.received[before];

    expect(mail.envelopeTo).toEqual([CONTACT_TO]);
    expect(mail.envelopeFrom).toBe(MAIL_FROM);
    expect(mail.parsed.from?.value.map((a) => a.address)).toEqual([MAIL_FROM]);
    expect(mail.parsed.replyTo?.value.map((a) => a.address)).toEqual(['ada@analytical.example']);
    const to = Array.isArray(mail.parsed.to) ? mail.parsed.to : [mail.parsed.to];
    expect(to.flatMap((t) => t?.value.map((a) => a.address))).toEqual([CONTACT_TO]);
    expect(mail.parsed.cc).toBeUndefined();
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.subject).toBe('New contact message from Ada Lovelace');
    expect(mail.parsed.text).toContain('Name: Ada Lovelace');
    expect(mail.parsed.text).toContain('We would like to automate our invoice processing with AI.');
    expect(mail.parsed.html).toContain('Analytical Engines Ltd');
  });

  it('escapes an injected <script> in the HTML part and keeps it as plain text in the text part', async () => {
    const before = rig.sink.received.length;
    const response = await rig.post(validContact({ message: 'Hello <script>alert("x")</script> & goodbye' }));
    expect(response.status).toBe(200);
    await rig.sink.waitForCount(before + 1);
    const { parsed } = rig.sink.received[before];

    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; goodbye');
    expect(parsed.text).toContain('Hello <script>alert("x")</script> & goodbye');
  });

  it('a CRLF + "Bcc:" in any field creates no header and no extra recipient', async () => {
    const before = rig.sink.received.length;
    const injection = '\r\nBcc: victim@elsewhere.example\r\nX-Injected: yes';
    const response = await rig.post(
      validContact({ name: `Mallory${injection}`, company: `Evil Corp${injection}`, message: `Long enough message${injection}` }),
    );
    expect(response.status).toBe(200);
    await rig.sink.waitForCount(before + 1);
    const mail = rig.sink.received[before];

    expect(mail.envelopeTo).toEqual([CONTACT_TO]);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.headers.has('x-injected')).toBe(false);
    expect(mail.parsed.subject).toBe('New contact message from Mallory Bcc: victim@elsewhere.example X-Injected: yes');
    const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0];
    expect(headerBlock).not.toMatch(/^bcc:/im);
    expect(headerBlock).not.toMatch(/^x-injected:/im);
  });

  it('says "Not provided" for an empty company and keeps line breaks of the message', async () => {
    const before = rig.sink.received.length;
    const response = await rig.post(validContact({ company: '', message: 'Line one\nLine two\nLine three' }));
    expect(response.status).toBe(200);
    await rig.sink.waitForCount(before + 1);
    const { parsed } = rig.sink.received[before];
    expect(parsed.text).toContain('Company: Not provided');
    // The visitor's text is quoted line by line, so none of its lines can pose as one of ours.
    expect(parsed.text).toContain('> Line one\n> Line two\n> Line three');
    expect(parsed.html).toContain('Line one<br>\nLine two');
  });

  it('labels a demo request from the demo variant of the form', async () => {
    const before = rig.sink.received.length;
    expect((await rig.post(validContact({ topic: 'demo' }))).status).toBe(200);
    await rig.sink.waitForCount(before + 1);
    expect(rig.sink.received[before].parsed.subject).toBe('New demo request from Ada Lovelace');
  });

  it('sends a consultation request with all seven fields', async () => {
    const before = rig.sink.received.length;
    const response = await rig.post(validConsultation());
    expect(response.status).toBe(200);
    await rig.sink.waitForCount(before + 1);
    const { parsed, envelopeTo } = rig.sink.received[before];
    expect(envelopeTo).toEqual([CONTACT_TO]);
    expect(parsed.subject).toBe('New consultation request from Grace Hopper');
    for (const line of ['Phone: +1 555 0100', 'Company: Compilers Inc', 'Company size: <50', 'Best time to reach: Weekday mornings']) {
      expect(parsed.text).toContain(line);
    }
    expect(parsed.text).toContain('A 15-minute call about an AI readiness audit.');
  });

  it('records each accepted submission as sent in the store, and logs no personal data', async () => {
    const records = await rig.records();
    expect(records.length).toBeGreaterThanOrEqual(6);
    expect(records.every((record) => record.state === 'sent' && record.attempts === 1)).toBe(true);
    const log = rig.logLines.join('\n');
    // The phone number as typed and as digits: not a bare "555", which a random hex reference can contain.
    for (const personal of ['Ada', 'Lovelace', 'ada@analytical.example', 'invoice', 'Grace', 'grace@navy.example', '555 0100', '5550100']) {
      expect(log).not.toContain(personal);
    }
  });
});
