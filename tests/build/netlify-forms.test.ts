import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../../gatsby/lib/built-pages';
import { formNameOf, netlifyFormFieldNames, readFormEntry, type LeadMailer } from '../../src/lib/contact/netlify-forms';
import { ENQUIRY_KINDS } from '../../src/lib/contact/lead-contract';
import { validateEnquiry } from '../../src/lib/contact/schema';
import { netlifyFormsIn, type DetectedForm as PageForm } from '../../support/netlify-forms-html';
import { SAMPLE_FIELDS } from '../../support/send-email-rig';

/**
 * Netlify registers forms at deploy time by parsing the built HTML (support/netlify-forms-html.ts);
 * this reads public/ the same way after `npm run build`.
 */
const PUBLIC = path.resolve(__dirname, '../../public');

type DetectedForm = PageForm & { file: string };

const detectForms = (): DetectedForm[] =>
  htmlFiles(PUBLIC).flatMap((file) => netlifyFormsIn(fs.readFileSync(file, 'utf8')).map((form) => ({ file: path.relative(PUBLIC, file), ...form })));

describe('Netlify Forms in the built HTML', () => {
  let forms: DetectedForm[];
  beforeAll(() => {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('public/ has no build: run `npm run build` first.');
    forms = detectForms();
  });

  /** Every form: per enquiry kind, the one Netlify's notification mails and the one for leads send-email mails. */
  const FORMS = ENQUIRY_KINDS.flatMap((kind) => (['netlify', 'site'] as LeadMailer[]).map((mailer) => ({ kind, mailer, name: formNameOf(kind, mailer) })));

  it('declares two forms per kind: the visible ones a visitor posts, and the ones only JavaScript files, once, on /contact/', () => {
    expect([...new Set(forms.map((form) => form.attribs.name))].sort()).toEqual(FORMS.map((form) => form.name).sort());
    // The contact form is on /contact/ (and the home page); the consultation form on /consultation/.
    expect(forms.filter((form) => form.attribs.name === formNameOf('contact', 'netlify')).map((form) => form.file)).toContain('contact/index.html');
    expect(forms.filter((form) => form.attribs.name === formNameOf('consultation', 'netlify')).map((form) => form.file)).toContain('consultation/index.html');
    // The chat's form and the forms for leads send-email mails are filed only with JavaScript: hidden, declared once.
    for (const name of [formNameOf('chat', 'netlify'), ...ENQUIRY_KINDS.map((kind) => formNameOf(kind, 'site'))]) {
      expect({ name, files: forms.filter((form) => form.attribs.name === name).map((form) => form.file) }).toEqual({ name, files: ['contact/index.html'] });
      expect(forms.find((form) => form.attribs.name === name)?.attribs.hidden).toBeDefined();
    }
  });

  it.each(FORMS.map((form) => [form.name, form] as const))(
    '%s: data-netlify, netlify-honeypot, a hidden form-name, a native POST to the thank-you page',
    (name) => {
      for (const form of forms.filter((candidate) => candidate.attribs.name === name)) {
        expect({ file: form.file, ...form.attribs }).toMatchObject({
          file: form.file,
          'data-netlify': 'true',
          'netlify-honeypot': 'website',
          method: 'post',
          action: '/thank-you/',
        });
        expect(form.fields).toContainEqual({ name: 'form-name', tag: 'input', type: 'hidden', value: name });
        expect(form.fields.find((field) => field.name === 'website')).toBeDefined();
      }
      expect(fs.existsSync(path.join(PUBLIC, 'thank-you/index.html'))).toBe(true);
    },
  );

  it.each(FORMS.map((form) => [form.name, form] as const))('%s: declares every field the function accepts, and nothing else', (name, { kind, mailer }) => {
    const instances = forms.filter((form) => form.attribs.name === name);
    expect(instances.length).toBeGreaterThan(0);
    for (const form of instances) {
      const names = form.fields.map((field) => field.name);
      expect({ file: form.file, names: [...names].sort() }).toEqual({ file: form.file, names: [...netlifyFormFieldNames(kind)].sort() });
      // Filled in as a visitor would, the entry is one submission-created can validate and mail.
      const sample: Record<string, string> = SAMPLE_FIELDS[kind];
      const data = Object.fromEntries(names.map((field) => [field, sample[field] ?? (field === 'form-name' ? name : '')]));
      const entry = readFormEntry(undefined, data);
      if (!entry.ok) throw new Error(`${form.file}: ${entry.reason}`);
      expect(entry.mailer).toBe(mailer);
      expect(validateEnquiry(entry.envelope)).toMatchObject({ ok: true, enquiry: { kind } });
    }
  });
});
