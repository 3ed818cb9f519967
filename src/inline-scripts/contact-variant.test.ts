import { inlineScript } from '../../gatsby/lib/inline-script';
import { CONTACT_ATTRIBUTE, contactVariantFromSearch } from '../lib/contact-variant';

const script = inlineScript('contact-variant');

/** Runs the inline script against a fake location and <html>, returning the attribute it set. */
const runInlineScript = (search: string): string | undefined => {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('document', 'location', script)(document, { search });
  return attributes[CONTACT_ATTRIBUTE];
};

const SEARCHES = [
  '',
  '?demo=true',
  '?demo=false',
  '?demo=TRUE',
  '?demo=',
  '?demo',
  '?x=1&demo=true',
  '?demo=true&demo=false',
  '?demo=false&demo=true',
  '?demo=%74rue',
  '?demo=true+',
  '?xdemo=true',
];

describe('the contact page variant', () => {
  it('is the demo request only for ?demo=true', () => {
    expect(contactVariantFromSearch('?demo=true')).toBe('demo');
    expect(contactVariantFromSearch('?utm_source=x&demo=true')).toBe('demo');
    expect(contactVariantFromSearch('')).toBe('contact');
    expect(contactVariantFromSearch('?demo=false')).toBe('contact');
    expect(contactVariantFromSearch('?demo=1')).toBe('contact');
  });

  it.each(SEARCHES)('the inline script and the page agree on %p', (search) => {
    expect(runInlineScript(search)).toBe(contactVariantFromSearch(search));
  });

  it('the inline script survives a malformed query and shows the general page', () => {
    expect(runInlineScript('?demo=%E0%A4%A')).toBe('contact');
  });
});
