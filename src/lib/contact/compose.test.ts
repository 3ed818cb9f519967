import fc from 'fast-check';
import { composeEnquiryEmail, escapeHtml, toSingleLine } from './compose';
import type { ChatEnquiry, ContactEnquiry, Enquiry } from './schema';

const enquiry: ContactEnquiry = {
  kind: 'contact',
  topic: 'general',
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: '',
  message: 'First line\r\nSecond <b>line</b> & more',
};
const context = { receivedAt: new Date('2025-03-01T09:00:00.000Z'), reference: 'abc123' };

describe('composeEnquiryEmail', () => {
  const mail = composeEnquiryEmail(enquiry, context);

  it('builds the subject from the fixed template and the visitor name', () => {
    expect(mail.subject).toBe('New contact message from Ada Lovelace');
  });

  it('lists every field, "Not provided" for an empty company, the time and the reference', () => {
    expect(mail.text).toBe(
      [
        'New contact message from the website',
        '',
        'Name: Ada Lovelace',
        'Email: ada@analytical.example',
        'Company: Not provided',
        'Message:',
        '> First line',
        '> Second <b>line</b> & more',
        '',
        'Received: 2025-03-01T09:00:00.000Z',
        'Reference: abc123',
        '',
        'Where this lead came from:',
        '  Source: Unknown (sent without attribution)',
        '',
      ].join('\n'),
    );
  });

  it('escapes every field in the HTML part and turns message line breaks into <br>', () => {
    expect(mail.html).toContain('First line<br>\nSecond &lt;b&gt;line&lt;/b&gt; &amp; more');
    expect(mail.html).not.toContain('<b>line');
  });

  it('gives the visitor address for Reply-To only', () => {
    expect(mail.replyTo).toBe('ada@analytical.example');
  });

  it('squashes line breaks out of the subject so no header can be formed', () => {
    const evil = composeEnquiryEmail({ ...enquiry, name: 'Eve\r\nBcc: victim@x.example\u2028X: y' }, context);
    expect(evil.subject).toBe('New contact message from Eve Bcc: victim@x.example X: y');
    expect(evil.subject).not.toMatch(/[\r\n\u2028]/);
  });

  it('shortens a very long name in the subject', () => {
    expect(composeEnquiryEmail({ ...enquiry, name: 'N'.repeat(100) }, context).subject).toHaveLength('New contact message from '.length + 60);
  });

  it('titles demo requests and consultations differently', () => {
    expect(composeEnquiryEmail({ ...enquiry, topic: 'demo' }, context).subject).toBe('New demo request from Ada Lovelace');
    const consultation = composeEnquiryEmail(
      { kind: 'consultation', name: 'Grace', email: 'g@navy.example', phone: '1', company: 'C', companySize: '<10', bestTime: 'noon', description: 'audit' },
      context,
    );
    expect(consultation.subject).toBe('New consultation request from Grace');
    expect(consultation.text).toContain('Company size: <10');
    expect(consultation.html).toContain('&lt;10');
  });
});

describe('helpers', () => {
  it('escapeHtml escapes the five significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
  it('toSingleLine removes control characters and collapses whitespace', () => {
    expect(toSingleLine(' a\r\n\tb\u0000c\u0085d\u2029e ')).toBe('a b c d e');
  });
});

/** Every invisible character the text rules name: bidi controls and zero-width characters. */
const INVISIBLE_CHARACTERS = [...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c', ...'\u200b\u200c\u200d\u2060\ufeff'];
const hasInvisible = (value: string): boolean => INVISIBLE_CHARACTERS.some((char) => value.includes(char));

const chat: ChatEnquiry = {
  kind: 'chat',
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  message: 'We need a voice AI pilot\nfor 40 clinics',
  topics: 'solutions, pricing',
  page: '/pricing/',
  followUpOf: '',
};

describe('chat mails', () => {
  it('names the visitor, the page, the topics and quotes what they wrote; Reply-To is their address', () => {
    const mail = composeEnquiryEmail(chat, context);
    expect(mail.subject).toBe('New chat conversation from Ada Lovelace');
    expect(mail.replyTo).toBe('ada@analytical.example');
    expect(mail.text).toBe(
      [
        'New chat conversation from the website',
        '',
        'Name: Ada Lovelace',
        'Email: ada@analytical.example',
        'Page: /pricing/',
        'Topics asked about: solutions, pricing',
        'The visitor wrote:',
        '> We need a voice AI pilot',
        '> for 40 clinics',
        '',
        'Received: 2025-03-01T09:00:00.000Z',
        'Reference: abc123',
        '',
        'Where this lead came from:',
        '  Source: Unknown (sent without attribution)',
        '',
      ].join('\n'),
    );
  });

  it('a follow-up names the reference of the lead it continues', () => {
    const mail = composeEnquiryEmail({ ...chat, message: '', topics: '', followUpOf: 'f'.repeat(32) }, context);
    expect(mail.subject).toBe('Chat follow-up from Ada Lovelace');
    expect(mail.text).toContain(`Follow-up to reference: ${'f'.repeat(32)}\n`);
    expect(mail.text).toContain('Topics asked about: None\n');
    expect(mail.text).toContain('The visitor wrote: Nothing new\n');
  });
});

describe('text rules', () => {
  it('removes a right-to-left override and zero-width characters from the Subject', () => {
    const mail = composeEnquiryEmail({ ...enquiry, name: 'Eve\u202egnp.exe\u200b\u2060\ufeff' }, context);
    expect(mail.subject).toBe('New contact message from Evegnp.exe');
  });

  const kinds: Enquiry[] = [
    enquiry,
    chat,
    { kind: 'consultation', name: 'Grace', email: 'g@navy.example', phone: '1', company: 'C', companySize: '<10', bestTime: 'noon', description: 'audit' },
  ];
  /** The visitor's text, with our own labels and every kind of line break mixed in. */
  const visitorText = fc.array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('Reference: 0123', 'Email: boss@example.com', 'Name: Someone Else', 'Received: now', 'Message:', '', ' '),
      fc.constantFrom(...INVISIBLE_CHARACTERS, '\r\n', '\r', '\n', '\u2028', '\u2029', '\u0085', '\v', '\f'),
    ),
    { maxLength: 12 },
  );

  it('no header field keeps a bidi control or zero-width character, whatever the name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), visitorText, (base, parts) => {
        const mail = composeEnquiryEmail({ ...base, name: parts.join('') } as Enquiry, context);
        expect(hasInvisible(mail.subject)).toBe(false);
        expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      }),
    );
  });

  it("the visitor's text never makes a line that starts like one of the mail's own lines", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), visitorText, visitorText, (base, messageParts, nameParts) => {
        const text = messageParts.join('');
        const name = nameParts.join('');
        const visitor = { ...base, name, ...(base.kind === 'consultation' ? { description: text } : { message: text }) } as Enquiry;
        const ours = composeEnquiryEmail({ ...base, name: 'N' } as Enquiry, context)
          .text.split('\n')
          .filter((line) => line !== '' && !line.startsWith('>'))
          .map((line) => line.split(':')[0]);
        const lines = composeEnquiryEmail(visitor, context).text.split('\n');
        const unquoted = lines.filter((line) => line !== '' && !line.startsWith('>'));
        // The same labelled lines as the template, in the same order, each once; all else is quoted.
        expect(unquoted.map((line) => line.split(':')[0])).toEqual(ours);
        expect(lines.filter((line) => line.startsWith('Reference:'))).toEqual(['Reference: abc123']);
      }),
    );
  });
});

describe('where the lead came from', () => {
  const attribution = {
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

  it('lists campaign, landing page, referring site, variants, pages viewed and the sending page in both parts', () => {
    const mail = composeEnquiryEmail(enquiry, { ...context, attribution });
    expect(mail.text).toContain(
      [
        'Where this lead came from:',
        '  Campaign: source=newsletter, medium=email, campaign=spring, term=-, content=-',
        '  Landing page: /services/consulting/',
        '  Referred by: https://news.example',
        '  Hero headline seen: Variant 2',
        '  Contact page variant: demo',
        '  Pages viewed: 4',
        '  Sent from: /contact/',
      ].join('\n'),
    );
    expect(mail.html).toContain('<h3>Where this lead came from</h3>');
    expect(mail.html).toContain('<tr><th align="left">Referred by</th><td>https://news.example</td></tr>');
  });

  it('with Global Privacy Control, shows the variants only and says why', () => {
    const mail = composeEnquiryEmail(enquiry, { ...context, attribution: { hero_variant: '1', gpc: 'on' } });
    expect(mail.text).toContain('  Hero headline seen: Variant 1\n  Contact page variant: Not viewed\n  Privacy: Global Privacy Control on');
    expect(mail.text).not.toContain('Landing page');
  });

  it('a value never adds a line, a header or markup', () => {
    const mail = composeEnquiryEmail(enquiry, { ...context, attribution: { utm_campaign: 'x\r\nBcc: victim@x.example <script>' } });
    expect(mail.subject).toBe('New contact message from Ada Lovelace');
    expect(mail.text).toContain('campaign=x Bcc: victim@x.example <script>,');
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.html).toContain('campaign=x Bcc: victim@x.example &lt;script&gt;,');
    expect(mail.html).not.toContain('<script>');
  });
});
