import { fillPlaceholders, hasPlaceholder, identityOf, unknownPlaceholderMessage, unknownPlaceholders } from './company-identity';

const identity = identityOf(
  {
    name: 'Northwind AI',
    legalName: 'Northwind AI, LLC',
    email: 'hello@northwind-ai.com',
    pressEmail: 'press@northwind-ai.com',
    privacyEmail: 'privacy@northwind-ai.com',
    phone: '+1 (469) 812-3346',
    location: 'Austin, TX, United States',
  },
  'https://www.northwind-ai.com',
);

describe('company placeholders', () => {
  it('fills every placeholder of a Markdown line, links included, from the identity and the origin', () => {
    const line = 'Write to [{{ privacyEmail }}](mailto:{{privacyEmail}}) about {{host}} or {{legalName}}, {{location}}; call {{phone}}.';
    expect(fillPlaceholders(line, identity)).toBe(
      'Write to [privacy@northwind-ai.com](mailto:privacy@northwind-ai.com) about www.northwind-ai.com or Northwind AI, LLC, Austin, TX, United States; call +1 (469) 812-3346.',
    );
  });

  it('names unknown placeholders as written, and lists the known ones', () => {
    expect(unknownPlaceholders('a {{email}} b {{emial}} c {{ site url }} {{}}')).toEqual(['{{emial}}', '{{}}']);
    expect(unknownPlaceholderMessage(['{{emial}}'])).toMatch(/^unknown placeholder \{\{emial\}\}; the known ones are \{\{name\}\}, .*\{\{privacyEmail\}\}/);
    expect(() => fillPlaceholders('{{emial}}', identity)).toThrow('{{emial}}');
  });

  it('sees a placeholder left in rendered HTML, written or percent-encoded', () => {
    expect(hasPlaceholder('<a href="mailto:%7B%7Bemail%7D%7D">x</a>')).toBe(true);
    expect(hasPlaceholder('<p>{{email}}</p>')).toBe(true);
    expect(hasPlaceholder(fillPlaceholders('<p>{{email}}</p>', identity))).toBe(false);
  });
});
