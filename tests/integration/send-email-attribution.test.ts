import { randomUUID } from 'node:crypto';
import { startRig, validConsultation, validContact, type Rig } from '../../support/send-email-rig';

/** Where a lead came from, as a real SMTP server receives it and the store keeps it. */
describe('send-email: the attribution that goes with a lead', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  const campaign = {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    landing_page: '/services/consulting/',
    referrer: 'https://news.example',
    hero_variant: '2',
    contact_variant: 'demo',
    pages_viewed: '4',
    sent_from: '/contact/',
  };

  it('is stored with the lead and shown in both parts of the mail, never in a header', async () => {
    const before = rig.sink.received.length;
    const response = await rig.post(validConsultation({ attribution: campaign }));
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    await rig.sink.waitForCount(before + 1);
    const mail = rig.sink.received[before];

    expect((await rig.store.read(reference))?.record.attribution).toEqual(campaign);
    expect(mail.parsed.text).toContain('Where this lead came from:');
    expect(mail.parsed.text).toContain('  Campaign: source=newsletter, medium=email, campaign=spring, term=-, content=-');
    expect(mail.parsed.text).toContain('  Referred by: https://news.example');
    expect(mail.parsed.html).toContain('<tr><th align="left">Landing page</th><td>/services/consulting/</td></tr>');
    const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0];
    for (const value of Object.values(campaign).filter((value) => value.length > 2)) expect(headerBlock).not.toContain(value);
  });

  it('hostile values (a fake header, HTML, 3 KB of text, unknown keys) add no header and no markup; sent twice at once, the lead arrives exactly once', async () => {
    const before = rig.sink.received.length;
    const logsBefore = rig.logLines.length;
    const hostile = {
      utm_source: 'ads\r\nBcc: victim@elsewhere.example\r\nX-Injected: yes',
      utm_campaign: '<img src=x onerror=alert(1)>',
      utm_content: 'x'.repeat(3 * 1024),
      landing_page: '/pricing/?utm_source=leak',
      referrer: 'https://news.example/article?visitor=someone',
      hero_variant: '1',
      cc: 'victim@elsewhere.example',
    };
    const key = randomUUID();
    const body = validContact({ attribution: hostile });
    const answers = await Promise.all([rig.post(body, { key }), rig.post(body, { key })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
    const { reference } = (await answers[0].json()) as { reference: string };
    await rig.sink.waitForCount(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rig.sink.received.length).toBe(before + 1);

    const mail = rig.sink.received[before];
    expect(mail.envelopeTo).toHaveLength(1);
    expect(mail.parsed.headers.has('x-injected')).toBe(false);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.html).not.toContain('<img');
    expect(mail.parsed.text).toContain('campaign=<img src=x onerror=alert(1)>');
    expect(mail.parsed.html).toContain('campaign=&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.parsed.text).not.toContain('victim@');
    expect(mail.parsed.text).not.toContain('visitor=someone');
    expect((await rig.store.read(reference))?.record.attribution).toEqual({ utm_campaign: hostile.utm_campaign, hero_variant: '1' });

    // Named in the log, never quoted.
    const lines = rig.logLines.slice(logsBefore).join('\n');
    expect(lines).toContain('attribution-dropped');
    for (const field of ['utm_source', 'utm_content', 'landing_page', 'referrer', 'unknown-key']) expect(lines).toContain(field);
    expect(lines).not.toContain('victim@');
    expect(lines).not.toContain('xxxxxxxx');
  });

  it('a retry of the same message from a later page is the same lead, not a conflict', async () => {
    const key = randomUUID();
    const first = await rig.post(validContact({ message: 'Retry from a later page, same text.', attribution: { pages_viewed: '2' } }), { key });
    const again = await rig.post(validContact({ message: 'Retry from a later page, same text.', attribution: { pages_viewed: '5' } }), { key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { status: string }).status).toBe('sent');
  });

  it('a lead with attribution that is not an object still arrives', async () => {
    const response = await rig.post(validContact({ attribution: 'utm_source=x' }));
    expect(response.status).toBe(200);
  });
});
