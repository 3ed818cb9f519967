import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { allowedKeys } from '../../src/lib/contact/lead-contract';
import { netlifyFormsIn } from '../../support/netlify-forms-html';
import { ROOT, scratchCopy } from '../../support/scratch-site';

/**
 * Issue 54: a new form field is its definition plus its test. In a scratch copy of the source, one
 * field is added to the contact form's definition (src/lib/contact/forms.ts) and to nothing else;
 * then the copy's own modules show it everywhere a field must be: on screen with its limits, in the
 * browser's and the function's validation, in the Netlify Forms declaration, and in the mail that
 * a real SMTP server on loopback receives from the send-email handler (real Blobs server too).
 * The copy type-checks with no other edit, so every type that names the fields follows.
 */
/** A name the real forms do not use (a plain string to the type checker, as a name the copy alone knows). */
const FIELD = 'jobTitle' as string;
const DEFINITION = `      ${FIELD}: {
        control: 'text',
        label: 'Job title',
        autoComplete: 'organization-title',
        required: 'Please tell us your job title',
        maxLength: { length: 80, name: 'Job title' },
        mail: { row: 5, label: 'Job title' },
      },
`;
/** Where it goes: before the contact form's message, so it shows between company and message. */
const BEFORE = `      message: {
        control: 'textarea',
        label: { copy: 'messageLabel' },`;

const FORMS_FILE = 'src/lib/contact/forms.ts';

type Modules = {
  React: typeof import('react');
  server: typeof import('react-dom/server');
  fields: typeof import('../../src/components/contact/fields');
  copy: typeof import('../../src/components/contact/contact-copy');
  netlifyForm: typeof import('../../src/components/contact/netlify-form');
  rules: typeof import('../../src/lib/contact/fields');
  enquiry: typeof import('../../src/lib/contact/enquiry');
  forms: typeof import('../../src/lib/contact/forms');
  netlifyForms: typeof import('../../src/lib/contact/netlify-forms');
  schema: typeof import('../../src/lib/contact/schema');
  rig: typeof import('../../support/send-email-rig');
};

describe('a new contact form field, added to its definition only', () => {
  let site: string;
  let m: Modules;
  beforeAll(async () => {
    site = scratchCopy('new-form-field', ['src', 'netlify', 'support', 'tsconfig.json', 'package.json']);
    const file = path.join(site, FORMS_FILE);
    const source = fs.readFileSync(file, 'utf8');
    if (source.split(BEFORE).length !== 2)
      throw new Error(`${FORMS_FILE}: the contact message's definition is not where this test inserts before it; update BEFORE`);
    fs.writeFileSync(file, source.replace(BEFORE, `${DEFINITION}${BEFORE}`));
    const load = (name: string) => import(path.join(site, name));
    m = {
      React: await load('node_modules/react'),
      server: await load('node_modules/react-dom/server'),
      fields: await load('src/components/contact/fields'),
      copy: await load('src/components/contact/contact-copy'),
      netlifyForm: await load('src/components/contact/netlify-form'),
      rules: await load('src/lib/contact/fields'),
      enquiry: await load('src/lib/contact/enquiry'),
      forms: await load('src/lib/contact/forms'),
      netlifyForms: await load('src/lib/contact/netlify-forms'),
      schema: await load('src/lib/contact/schema'),
      rig: await load('support/send-email-rig'),
    };
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it('is not a field of the real contact form (the copy alone has it)', () => {
    expect(allowedKeys('contact')).not.toContain(FIELD);
  });

  it('type-checks with no other edit: the values, payload and enquiry types all name it', () => {
    // What reads the fields' types (not what reads Gatsby's generated query types, absent before a build).
    const files = [
      'src/components/contact/fields.tsx',
      'src/components/modals/consultation-modal.tsx',
      'src/lib/contact/enquiry.ts',
      'src/lib/chat/lead.ts',
      'netlify/functions/send-email.mts',
      'netlify/functions/submission-created.mts',
    ];
    const tsconfig = { extends: './tsconfig.json', include: [], files };
    fs.writeFileSync(path.join(site, 'tsconfig.field.json'), JSON.stringify(tsconfig));
    const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.field.json'], {
      cwd: site,
      encoding: 'utf8',
    });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('shows on screen between company and message, labelled, required and bounded; the browser validates and sends it', () => {
    const { React, server, fields, copy, rules, forms } = m;
    const values = { ...forms.emptyValues('contact'), [FIELD]: '' };
    const html = server.renderToStaticMarkup(
      React.createElement(fields.ContactFieldset, { values, errors: {}, onChange: () => () => undefined, text: (key) => copy.CONTACT_COPY.contact[key] }),
    );
    expect([...html.matchAll(/<(?:input|textarea)[^>]* name="([^"]+)"/g)].map((match) => match[1])).toEqual(['name', 'email', 'company', FIELD, 'message']);
    const input = html.match(new RegExp(`<input[^>]*name="${FIELD}"[^>]*>`))?.[0] ?? '';
    expect(input).toMatch(/type="text"/);
    expect(input).toMatch(/maxLength="80"/);
    expect(input).toMatch(/required=""/);
    expect(input).toMatch(/aria-required="true"/);
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label for="${id}">Job title <`);
    expect(rules.validateContactFields(values)).toMatchObject({ [FIELD]: 'Please tell us your job title' });
    expect(forms.shownFieldNames('contact')).toContain(FIELD);
    // What the form sends carries it, trimmed.
    expect(m.enquiry.contactPayload({ ...values, [FIELD]: ' CTO ' }, 'general', '')).toMatchObject({ [FIELD]: 'CTO' });
  });

  it('is declared in the Netlify form the script files entries in, and an entry with it can be mailed', () => {
    const { React, server, netlifyForm, netlifyForms, schema } = m;
    const declared = netlifyFormsIn(server.renderToStaticMarkup(React.createElement(netlifyForm.JavaScriptFiledForms)));
    const contactMailed = declared.find((form) => form.attribs.name === netlifyForms.formNameOf('contact', 'site'));
    expect(contactMailed?.fields.map((field) => field.name)).toContain(FIELD);
    const body = netlifyForms.encodeFormEntry('contact', {
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      message: 'Automate our invoices.',
      [FIELD]: 'CTO',
    });
    const entry = netlifyForms.readFormEntry(undefined, Object.fromEntries(new URLSearchParams(body)));
    if (!entry.ok) throw new Error(entry.reason);
    expect(schema.validateEnquiry(entry.envelope)).toMatchObject({ ok: true, enquiry: { [FIELD]: 'CTO' } });
  });

  it('the function refuses the lead without it and mails it, labelled, through a real SMTP server', async () => {
    const { rig: rigModule } = m;
    const rig = await rigModule.startRig();
    try {
      const missing = await rig.post(rigModule.validContact());
      expect({ status: missing.status, body: await missing.json() }).toMatchObject({ status: 400, body: { fields: { [FIELD]: 'Missing' } } });
      const empty = await rig.post(rigModule.validContact({ [FIELD]: ' ' }));
      expect(await empty.json()).toMatchObject({ fields: { [FIELD]: 'Please tell us your job title' } });
      const long = await rig.post(rigModule.validContact({ [FIELD]: 'x'.repeat(81) }));
      expect(await long.json()).toMatchObject({ fields: { [FIELD]: 'Job title must be at most 80 characters' } });

      const sent = await rig.post(rigModule.validContact({ [FIELD]: 'Chief Engineer' }));
      expect(await sent.json()).toMatchObject({ ok: true });
      await rig.sink.waitForCount(1);
      const { parsed } = rig.sink.received[0];
      // Its row comes after the message, as `mail.row` places it.
      expect(parsed.text).toMatch(/\nMessage:\n(> .*\n)+\nJob title: Chief Engineer\n/);
      expect(parsed.html).toContain('<tr><th align="left" valign="top">Job title</th><td>Chief Engineer</td></tr>');
    } finally {
      await rig.close();
    }
  });
});
