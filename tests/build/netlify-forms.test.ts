import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { htmlFiles } from '../../gatsby/lib/built-pages';
import { netlifyFormFieldNames, readFormEntry } from '../../src/lib/contact/netlify-forms';
import { validateEnquiry } from '../../src/lib/contact/schema';

/**
 * Netlify registers forms at deploy time by parsing the built HTML: a <form> with `data-netlify`
 * (or `netlify`) and a name, whose named inputs, selects and textareas are the fields it stores.
 * This reads public/ the same way (htmlparser2, as a crawler would) after `npm run build`.
 */
const PUBLIC = path.resolve(__dirname, '../../public');

interface DetectedForm {
  file: string;
  attribs: Record<string, string>;
  fields: Array<{ name: string; tag: string; type?: string; value?: string }>;
}

const detectForms = (): DetectedForm[] =>
  htmlFiles(PUBLIC).flatMap((file) => {
    const document = parseDocument(fs.readFileSync(file, 'utf8'), { lowerCaseAttributeNames: true });
    const forms = DomUtils.findAll((el) => el.name === 'form' && ('data-netlify' in el.attribs || 'netlify' in el.attribs), document.children);
    return forms.map((form) => ({
      file: path.relative(PUBLIC, file),
      attribs: form.attribs,
      fields: DomUtils.findAll((el: Element) => ['input', 'select', 'textarea'].includes(el.name) && Boolean(el.attribs.name), form.children)
        .filter((el) => el.attribs.type !== 'submit')
        .map((el) => ({ name: el.attribs.name, tag: el.name, type: el.attribs.type, value: el.attribs.value })),
    }));
  });

/** Sample values a visitor could type, per field. */
const SAMPLE: Record<string, string> = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  message: 'We would like to automate our invoices.',
  topic: 'general',
  phone: '+1 555 0100',
  companySize: '<50',
  bestTime: 'Mornings',
  description: 'A call about AI agents.',
  topics: 'pricing',
  page: '/pricing/',
};

describe('Netlify Forms in the built HTML', () => {
  let forms: DetectedForm[];
  beforeAll(() => {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('public/ has no build: run `npm run build` first.');
    forms = detectForms();
  });

  it('declares exactly three forms, contact, consultation and chat', () => {
    expect([...new Set(forms.map((form) => form.attribs.name))].sort()).toEqual(['chat', 'consultation', 'contact']);
    // The chat files its entries with JavaScript; its hidden form declares the fields on /contact/.
    expect(forms.filter((form) => form.attribs.name === 'chat').map((form) => form.file)).toEqual(['contact/index.html']);
    // The contact form is on /contact/ (and the home page); the consultation form on /consultation/.
    expect(forms.filter((form) => form.attribs.name === 'contact').map((form) => form.file)).toContain('contact/index.html');
    expect(forms.filter((form) => form.attribs.name === 'consultation').map((form) => form.file)).toContain('consultation/index.html');
  });

  it.each(['contact', 'consultation', 'chat'] as const)(
    '%s: data-netlify, netlify-honeypot, a hidden form-name, a native POST to the thank-you page',
    (kind) => {
      for (const form of forms.filter((candidate) => candidate.attribs.name === kind)) {
        expect({ file: form.file, ...form.attribs }).toMatchObject({
          file: form.file,
          'data-netlify': 'true',
          'netlify-honeypot': 'website',
          method: 'post',
          action: '/thank-you/',
        });
        expect(form.fields).toContainEqual({ name: 'form-name', tag: 'input', type: 'hidden', value: kind });
        expect(form.fields.find((field) => field.name === 'website')).toBeDefined();
      }
      expect(fs.existsSync(path.join(PUBLIC, 'thank-you/index.html'))).toBe(true);
    },
  );

  it.each(['contact', 'consultation', 'chat'] as const)('%s: declares every field the function accepts, and nothing else', (kind) => {
    const instances = forms.filter((form) => form.attribs.name === kind);
    expect(instances.length).toBeGreaterThan(0);
    for (const form of instances) {
      const names = form.fields.map((field) => field.name);
      expect({ file: form.file, names: [...names].sort() }).toEqual({ file: form.file, names: [...netlifyFormFieldNames(kind)].sort() });
      // Filled in as a visitor would, the entry is one submission-created can validate and mail.
      const data = Object.fromEntries(names.map((name) => [name, SAMPLE[name] ?? (name === 'form-name' ? kind : '')]));
      const entry = readFormEntry(undefined, data);
      if (!entry.ok) throw new Error(`${form.file}: ${entry.reason}`);
      expect(validateEnquiry(entry.envelope)).toMatchObject({ ok: true, enquiry: { kind } });
    }
  });
});
