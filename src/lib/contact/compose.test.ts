import { composeEnquiryEmail, escapeHtml, toSingleLine } from './compose';
import type { ContactEnquiry } from './schema';

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
        'First line',
        'Second <b>line</b> & more',
        '',
        'Received: 2025-03-01T09:00:00.000Z',
        'Reference: abc123',
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
