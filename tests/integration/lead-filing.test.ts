import { ATTRIBUTION_FIELDS } from '../../src/lib/attribution';
import { makeSimulatedCaptchaToken } from '../../src/lib/contact/captcha';
import { newIdempotencyKey, submitLead, type EnquiryPayload } from '../../src/lib/contact/client';
import { fieldNames } from '../../src/lib/contact/forms';
import { encodeFormEntry, netlifyFormFieldNames, readFormEntry } from '../../src/lib/contact/netlify-forms';
import { memoryLogger } from '../../netlify/functions/lib/log';
import { createSendEmailHandler } from '../../netlify/functions/lib/send-email-handler';
import { createSubmissionCreatedHandler } from '../../netlify/functions/lib/submission-created-handler';
import { openSubmissionStore } from '../../netlify/functions/lib/submission-store';
import { referenceFor } from '../../netlify/functions/lib/submission';
import { SITE_ORIGIN, startRig, type Rig } from '../../support/send-email-rig';

/**
 * The browser's two calls for one lead, wired to the real functions: /api/send-email goes to the
 * send-email handler; the Netlify Forms POST is turned into the event body Netlify (and
 * `netlify dev`) hands submission-created. Real Blobs server, real SMTP sink: the test counts
 * mails and Forms entries.
 */
describe('submitLead: send-email, then Netlify Forms', () => {
  let rig: Rig;
  let formsEntries: Array<Record<string, string>>;
  let formsAvailable: boolean;

  /** What submission-created logged for the entries filed. */
  let formsEntryLog: ReturnType<typeof memoryLogger>;
  const formsEntryOutcomes = () => formsEntryLog.entries().map((line) => line.outcome);

  const contact = (): EnquiryPayload => ({
    kind: 'contact',
    topic: 'demo',
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    company: 'Analytical Engines',
    message: 'Tell me about your AI consulting.',
    captchaToken: makeSimulatedCaptchaToken(Date.now()),
    website: '',
  });

  /** Routes the browser's fetches; `env` overrides what send-email sees (e.g. production without captcha). */
  const browserFetch = (env: Record<string, string | undefined> = {}): typeof fetch => {
    const sendEmail = createSendEmailHandler({
      openStore: () => openSubmissionStore(rig.connection),
      env: { ...rig.env, ...env },
      logger: memoryLogger('send-email'),
      smtpTimeouts: rig.timeouts,
    });
    const submissionCreated = createSubmissionCreatedHandler({ env: rig.env, openStore: () => rig.store, logger: formsEntryLog });
    let nextId = 1;
    return async (input, init) => {
      const url = new URL(String(input), SITE_ORIGIN);
      const headers = new Headers(init?.headers);
      if (url.pathname === '/api/send-email') {
        headers.set('Origin', SITE_ORIGIN);
        return sendEmail(new Request(url, { ...init, headers }));
      }
      if (!formsAvailable) throw new TypeError('Failed to fetch');
      expect(init?.keepalive).toBe(true);
      expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
      const data = Object.fromEntries(new URLSearchParams(String(init?.body)));
      formsEntries.push(data);
      const payload = { id: (nextId += 1).toString(16).padStart(24, '0'), form_name: data['form-name'], data, created_at: new Date().toISOString() };
      const event = new Request(`${SITE_ORIGIN}/.netlify/functions/submission-created`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload }),
      });
      await submissionCreated(event);
      // Netlify answers the visitor's POST itself (200, the page), whatever the event function did.
      return new Response('<html></html>', { status: 200 });
    };
  };

  /** The background Forms POST of an accepted lead is not awaited by submitLead. */
  const settle = async (count: number) => {
    for (let i = 0; i < 100 && formsEntries.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  beforeEach(async () => {
    rig = await startRig();
    formsEntryLog = memoryLogger('submission-created');
    formsEntries = [];
    formsAvailable = true;
  });
  afterEach(() => rig.close());

  it("accepted by send-email: one mail, and a Forms entry naming the mail's reference", async () => {
    const result = await submitLead(contact(), { idempotencyKey: newIdempotencyKey(), fetchImpl: browserFetch(), forms: { fetchImpl: browserFetch() } });
    expect(result).toMatchObject({ ok: true, status: 'sent' });
    await settle(1);
    expect(formsEntries).toHaveLength(1);
    const reference = result.ok ? result.reference : undefined;
    // In the form for leads send-email mails itself: Netlify's notification is not set up there.
    expect(formsEntries[0]).toMatchObject({ 'form-name': 'contact-mailed', name: 'Ada Lovelace', topic: 'demo', reference });
    expect(rig.sink.received).toHaveLength(1);
    expect(rig.sink.received[0].parsed.text).toContain(`Reference: ${reference}`);
    expect(formsEntryOutcomes()).toEqual(['mailed-by-send-email']);
  });

  it("production without a captcha secret (send-email 503): the lead is filed for Netlify's notification, our functions mail nothing, the visitor is told it was received", async () => {
    const fetchImpl = browserFetch({ CONTEXT: 'production' });
    const idempotencyKey = newIdempotencyKey();
    const result = await submitLead(contact(), { idempotencyKey, fetchImpl, forms: { fetchImpl } });
    expect(result).toMatchObject({ ok: true, status: 'queued' });
    expect(formsEntries).toHaveLength(1);
    // In the form Netlify's notification mails, naming the reference our mail would have had.
    expect(formsEntries[0]).toMatchObject({ 'form-name': 'contact', name: 'Ada Lovelace', topic: 'demo', reference: referenceFor(idempotencyKey) });
    expect(formsEntryOutcomes()).toEqual(['forms-only']);
    expect(rig.sink.received).toHaveLength(0);
    expect(await rig.records()).toHaveLength(0);
  });

  it('the mail server refuses (550): the lead is stored and filed tagged, the visitor is told it was received', async () => {
    rig.sink.behaviour = 'reject-550';
    const fetchImpl = browserFetch();
    const result = await submitLead(contact(), { idempotencyKey: newIdempotencyKey(), fetchImpl, forms: { fetchImpl } });
    expect(result).toMatchObject({ ok: true, status: 'queued' });
    await settle(1);
    expect(formsEntries[0].reference).toBe(result.ok ? result.reference : 'none');
    expect(await rig.records()).toEqual([expect.objectContaining({ state: 'failed', lastError: expect.objectContaining({ responseCode: 550 }) })]);
    expect(rig.sink.received).toHaveLength(0);
  });

  it('send-email down and Netlify Forms unreachable: the visitor sees the failure (nothing was kept)', async () => {
    formsAvailable = false;
    const fetchImpl = browserFetch({ CONTEXT: 'production' });
    const result = await submitLead(contact(), { idempotencyKey: newIdempotencyKey(), fetchImpl, forms: { fetchImpl } });
    expect(result.ok).toBe(false);
    expect(rig.sink.received).toHaveLength(0);
  });

  it('refused for the request itself (4xx): nothing is filed, nothing mailed', async () => {
    const fetchImpl = browserFetch();
    const result = await submitLead({ ...contact(), email: 'not-an-address' }, { idempotencyKey: newIdempotencyKey(), fetchImpl, forms: { fetchImpl } });
    expect(result).toMatchObject({ ok: false, httpStatus: 400 });
    await settle(0);
    expect(formsEntries).toHaveLength(0);
    expect(rig.sink.received).toHaveLength(0);
  });
});

describe('Netlify Forms entries', () => {
  it('declare form-name, the enquiry fields, the honeypot, the two tags and the attribution fields', () => {
    for (const kind of ['contact', 'consultation', 'chat'] as const) {
      expect(netlifyFormFieldNames(kind)).toEqual(['form-name', ...fieldNames(kind), 'website', 'reference', 'idempotency-key', ...ATTRIBUTION_FIELDS]);
    }
  });

  it("read back what was encoded; Netlify's own keys are ignored", () => {
    const attribution = { utm_source: 'newsletter', landing_page: '/services/', hero_variant: '2' };
    const body = encodeFormEntry(
      'contact',
      { name: 'Ada', email: 'a@b.example', company: '', message: 'Hello & welcome', website: '' },
      { reference: 'r1', attribution },
    );
    const data = { ...Object.fromEntries(new URLSearchParams(body)), ip: '203.0.113.7', user_agent: 'x' };
    expect(readFormEntry('contact', data)).toEqual({
      ok: true,
      envelope: {
        kind: 'contact',
        values: { ...Object.fromEntries(fieldNames('contact').map((name) => [name, ''])), name: 'Ada', email: 'a@b.example', message: 'Hello & welcome' },
        captchaToken: '',
        website: '',
        attribution,
      },
      mailer: 'netlify',
      reference: 'r1',
      idempotencyKey: undefined,
    });
    expect(readFormEntry(undefined, data)).toMatchObject({ ok: true, mailer: 'netlify' });
    // The same lead filed in the form for leads send-email mails: the same kind, the other mailer.
    const mailedBySite = Object.fromEntries(new URLSearchParams(encodeFormEntry('contact', { name: 'Ada' }, {}, 'site')));
    expect(mailedBySite['form-name']).toBe('contact-mailed');
    expect(readFormEntry(undefined, mailedBySite)).toMatchObject({ ok: true, mailer: 'site', envelope: { kind: 'contact' } });
    expect(readFormEntry('newsletter', data)).toEqual({ ok: false, reason: 'unknown-form' });
    expect(readFormEntry('contact', null)).toEqual({ ok: false, reason: 'no-data' });
  });
});
