import React, { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { newIdempotencyKey, submitLead, type ContactPayload } from '../lib/contact/client';
import {
  FIELD_MAX_LENGTH,
  hasErrors,
  validateContactFields,
  type ContactErrors,
  type ContactFieldName,
  type ContactFields,
} from '../lib/contact/fields';
import { NetlifyFormHiddenFields, netlifyFormAttributes, turnOffNativeValidation } from './netlify-form';
import { color, fontSize, radius, space } from '../styles/tokens';
import { getCaptchaToken } from './captcha';
import { ContactVariantText } from './contact-variant-text';
import { Button } from './ui';

/** Visible texts of spec §4 and §8, word for word. */
export const CONTACT_FORM_TEXT = {
  verifying: 'Verifying Security...',
  sending: 'Sending Email...',
  success: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  failure: (companyEmail: string) => `Failed to send message. Please try again or contact us directly at ${companyEmail}`,
} as const;

const COPY = {
  contact: { heading: 'Send us a message', submit: 'Send Message', messageLabel: 'Message', messageHint: 'What would you like to automate, predict or build with AI?' },
  demo: { heading: 'Request a demo', submit: 'Request Demo', messageLabel: 'What would you like to see?', messageHint: 'Products, use cases, team size' },
} as const;

const contactCaptcha = () => getCaptchaToken('contact');

type Props = {
  companyEmail: string;
  variant?: 'contact' | 'demo';
  /** Where the captcha token comes from; a real widget (Turnstile, reCAPTCHA) plugs in here. */
  getCaptchaToken?: () => Promise<string>;
  /** The form's own heading level, to fit the page outline (h2 on /contact/, h3 in the home section). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Render both variants' texts, shown by <html data-contact> (the contact page, src/lib/contact-variant.ts). */
  textsByAddress?: boolean;
};

type Status = 'idle' | 'success' | 'error';

const EMPTY: ContactFields = { name: '', email: '', company: '', message: '' };
const FIELD_ORDER: ContactFieldName[] = ['name', 'email', 'company', 'message'];

export const ContactForm = ({ companyEmail, variant = 'contact', getCaptchaToken = contactCaptcha, headingLevel: Heading = 'h3', textsByAddress = false }: Props) => {
  const text = (key: keyof (typeof COPY)['contact']) =>
    textsByAddress ? <ContactVariantText contact={COPY.contact[key]} demo={COPY.demo[key]} /> : COPY[variant][key];
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;

  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [busy, setBusy] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<ContactFieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  /** The key of the last unsuccessful attempt, reused while the visitor retries the same text. */
  const lastAttempt = useRef<{ content: string; key: string } | null>(null);

  const onChange = (field: ContactFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const idempotencyKeyFor = (payload: Omit<ContactPayload, 'captchaToken'>): string => {
    const content = JSON.stringify(payload);
    if (lastAttempt.current?.content !== content) lastAttempt.current = { content, key: newIdempotencyKey() };
    return lastAttempt.current.key;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateContactFields(values);
    if (hasErrors(found)) {
      setErrors(found);
      setStatus('idle');
      // Focus moves to the first invalid field; its error is read out as its description.
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }

    setBusy(true);
    setErrors({});
    setStatus('idle');
    try {
      const token = captchaToken ?? (await getCaptchaToken());
      setCaptchaToken(token);
      const fields: Omit<ContactPayload, 'captchaToken'> = {
        kind: 'contact',
        topic: variant === 'demo' ? 'demo' : 'general',
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        message: values.message.trim(),
        website: honeypot,
      };
      const result = await submitLead({ ...fields, captchaToken: token }, { idempotencyKey: idempotencyKeyFor(fields) });
      if (result.ok) {
        setValues(EMPTY);
        setHoneypot('');
        lastAttempt.current = null;
        setStatus('success');
      } else {
        console.error('Contact form: sending failed:', result.message);
        setStatus('error');
      }
    } catch (error) {
      console.error('Contact form: sending failed:', error);
      setStatus('error');
    } finally {
      // A real captcha token is single-use: every attempt gets a fresh one.
      setCaptchaToken(null);
      setBusy(false);
    }
  };

  const fieldProps = (field: ContactFieldName) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: onChange(field),
    maxLength: FIELD_MAX_LENGTH[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? idOf(`${field}-error`) : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[field] = element;
    },
  });

  const fieldError = (field: ContactFieldName) => (
    <ErrorText id={idOf(`${field}-error`)} aria-live="polite">
      {errors[field] ?? ''}
    </ErrorText>
  );

  const buttonText = !busy ? text('submit') : captchaToken ? CONTACT_FORM_TEXT.sending : CONTACT_FORM_TEXT.verifying;

  return (
    // Without JavaScript the browser checks the fields and posts them to Netlify Forms, landing on
    // the thank-you page; once hydrated, the script validates and sends (native checks turned off).
    <Form {...netlifyFormAttributes('contact')} ref={turnOffNativeValidation} onSubmit={onSubmit} aria-labelledby={idOf('heading')} aria-busy={busy}>
      <NetlifyFormHiddenFields kind="contact" extra={{ topic: variant === 'demo' ? 'demo' : 'general' }} />
      <Heading id={idOf('heading')}>{text('heading')}</Heading>

      <Field>
        <label htmlFor={idOf('name')}>
          Full name <Required />
        </label>
        <Input {...fieldProps('name')} type="text" autoComplete="name" required minLength={2} aria-required="true" />
        {fieldError('name')}
      </Field>

      <Field>
        <label htmlFor={idOf('email')}>
          Email address <Required />
        </label>
        <Input {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" required aria-required="true" />
        {fieldError('email')}
      </Field>

      <Field>
        <label htmlFor={idOf('company')}>Company (optional)</label>
        <Input {...fieldProps('company')} type="text" autoComplete="organization" />
        {fieldError('company')}
      </Field>

      <Field>
        <label htmlFor={idOf('message')}>
          {text('messageLabel')} <Required />
        </label>
        {/* A visible hint, not a placeholder: it stays readable while typing, and has both variants' text. */}
        <Hint id={idOf('message-hint')}>{text('messageHint')}</Hint>
        <TextArea
          {...fieldProps('message')}
          rows={6}
          required
          minLength={10}
          aria-required="true"
          aria-describedby={[idOf('message-hint'), errors.message ? idOf('message-error') : ''].filter(Boolean).join(' ')}
        />
        {fieldError('message')}
      </Field>

      {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={idOf('website')}>Website</label>
        <input
          id={idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </Honeypot>

      <Button type="submit" disabled={busy}>
        {buttonText}
      </Button>

      <StatusText role="status" aria-live="polite" data-status={status}>
        {status === 'success' && CONTACT_FORM_TEXT.success}
        {status === 'error' && CONTACT_FORM_TEXT.failure(companyEmail)}
      </StatusText>
    </Form>
  );
};

const Required = () => (
  <span aria-hidden="true" title="required">
    *
  </span>
);

/** Forwards every attribute given (Netlify's `netlify-honeypot` is not a standard HTML one). */
const Form = styled('form', { shouldForwardProp: (prop) => prop !== 'theme' && prop !== 'as' })`
  display: grid;
  gap: ${space(4)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm};
`;

const Field = styled.div`
  display: grid;
  gap: ${space(1)};
  label { font-weight: 600; }
  label [title='required'] { color: ${color.danger}; }
`;

const controlStyle = `
  width: 100%;
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  /* muted, not border: a control's edge needs 3:1 contrast (WCAG 1.4.11) */
  border: 1px solid ${color.muted};
  border-radius: ${radius.sm};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${color.danger}; }
  &::placeholder { color: ${color.muted}; }
`;

const Input = styled.input`
  ${controlStyle}
`;

const TextArea = styled.textarea`
  ${controlStyle}
  resize: vertical;
`;

/** Always rendered (empty when fine): live regions must exist before their text changes. */
const ErrorText = styled.p`
  margin: 0;
  color: ${color.danger};
  font-size: ${fontSize.sm};
`;

const StatusText = styled.p`
  margin: 0;
  &[data-status='success'] { color: ${color.success}; }
  &[data-status='error'] { color: ${color.danger}; }
`;

/** Off-screen rather than display:none, which some bots skip. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
