import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { newIdempotencyKey, submitLead } from '../../lib/contact/client';
import {
  COMPANY_SIZES,
  FIELD_MAX_LENGTH,
  hasErrors,
  isCompanySize,
  validateConsultationFields,
  type ConsultationErrors,
  type ConsultationFieldName,
  type ConsultationFields,
} from '../../lib/contact/fields';
import { color, fontSize, radius, space } from '../../styles/tokens';
import { getCaptchaToken } from '../captcha';
import { Button } from '../ui';
import { Dialog } from './dialog';
import { consultationFormStyles, Honeypot } from '../consultation-form-styles';

/** How long the success message stays before the dialog closes itself. */
const SUCCESS_CLOSE_MS = 3000;

const EMPTY: ConsultationFields = {
  name: '', email: '', phone: '', company: '', companySize: '', bestTime: '', description: '',
};

/** Field order on screen: the first invalid one in this order gets focus. */
const FIELD_ORDER: ConsultationFieldName[] = ['name', 'email', 'phone', 'company', 'companySize', 'bestTime', 'description'];

/** Values survive an accidental close (Escape, backdrop) until they are sent. */
let draft: ConsultationFields = EMPTY;

type Status = 'idle' | 'verifying' | 'sending' | 'success' | 'error';

/** The dialog renders where its button is; do not inherit that spot's alignment. */
const Body = styled.div`
  text-align: start;
  h2 { margin-top: ${space(2)}; padding-right: ${space(10)}; }
`;

const Form = styled.form`
  ${consultationFormStyles}
  [aria-invalid='true'] { border-color: ${color.danger}; border-width: 2px; }
  .field-error { margin: ${space(1)} 0 0; color: ${color.danger}; font-size: ${fontSize.sm}; }
`;

const Notice = styled.p<{ tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.sm};
  border: 1px solid ${(p) => (p.tone === 'success' ? color.success : color.danger)};
  background: ${color.surface};
  color: ${color.text};
`;

type FieldProps = {
  name: ConsultationFieldName;
  label: string;
  error?: string;
  full?: boolean;
  children: (attributes: FieldAttributes) => ReactNode;
};

type FieldAttributes = {
  id: string;
  name: ConsultationFieldName;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** Label, control and its error message, tied together by id and aria-describedby. */
const Field = ({ name, label, error, full, children }: FieldProps) => {
  const id = `consultation-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={full ? 'full' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, required: true, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};

type Props = { companyEmail: string; freeMinutes: number; onClose: () => void };

/** Consultation request (spec §2, §5) on the shared Dialog; sent through the contact client. */
const ConsultationModal = ({ companyEmail, freeMinutes, onClose }: Props) => {
  const [fields, setFields] = useState<ConsultationFields>(draft);
  const [errors, setErrors] = useState<ConsultationErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // One key per content: a retry of the same values reuses it, so the team gets one mail.
  const idempotencyKey = useRef<string | null>(null);
  const mounted = useRef(true);
  const sent = useRef(false);
  const latest = useRef(fields);
  latest.current = fields;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      draft = sent.current ? EMPTY : latest.current;
    };
  }, []);

  useEffect(() => {
    if (status !== 'success') return undefined;
    // The form is gone: keep focus inside the dialog, on the message, until it closes.
    successRef.current?.focus();
    const timer = setTimeout(() => closeRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const busy = status === 'verifying' || status === 'sending';

  const update = (name: ConsultationFieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
    // Editing a field clears its own error (spec §4, as on the contact form).
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    idempotencyKey.current = null;
    if (status === 'error' || status === 'success') setStatus('idle');
  };

  const focusFirstError = (found: ConsultationErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  // The browser's required check runs first; show the shared module's messages beside its bubble.
  const onInvalid = () => setErrors(validateConsultationFields(latest.current));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateConsultationFields(fields);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(found);
      return;
    }
    const companySize = fields.companySize.trim();
    if (!isCompanySize(companySize)) return; // validated above; narrows the type

    setStatus('verifying');
    let captchaToken: string;
    try {
      captchaToken = await getCaptchaToken('consultation');
    } catch {
      if (mounted.current) setStatus('error');
      return;
    }
    if (!mounted.current) return;
    setStatus('sending');
    idempotencyKey.current ??= newIdempotencyKey();
    const trimmed = Object.fromEntries(FIELD_ORDER.map((name) => [name, fields[name].trim()])) as ConsultationFields;
    const result = await submitLead(
      { kind: 'consultation', ...trimmed, companySize, captchaToken, website: honeypot },
      { idempotencyKey: idempotencyKey.current },
    );
    if (!mounted.current) return;
    if (result.ok) {
      sent.current = true;
      idempotencyKey.current = null;
      setFields(EMPTY);
      setStatus('success');
    } else {
      console.error('Consultation request failed:', result.message);
      setStatus('error');
    }
  };

  const submitLabel = status === 'verifying' ? 'Verifying Security...' : status === 'sending' ? 'Sending Request...' : 'Request Consultation';

  return (
    <Dialog labelledBy="consultation-title" onClose={onClose} closeLabel="Close consultation form">
      <Body>
        <h2 id="consultation-title">Book a free {freeMinutes}-minute consultation</h2>
        <p id="consultation-intro">
          Tell us about your business and what you want to achieve with AI. All fields are required. We reply within 24 hours.
        </p>
        <div role="status" style={{ marginBottom: status === 'success' ? '1rem' : 0 }}>
          {status === 'success' && (
            <Notice tone="success" data-consultation-success tabIndex={-1} ref={successRef}>
              Thank you! Your consultation request has been sent. We&apos;ll get back to you within 24 hours.
            </Notice>
          )}
        </div>
        <div role="alert" style={{ marginBottom: status === 'error' ? '1rem' : 0 }}>
          {status === 'error' && (
            <Notice tone="danger" data-consultation-error>
              Failed to send your request. Please try again or contact us directly at{' '}
              <a href={`mailto:${companyEmail}`}>{companyEmail}</a>
            </Notice>
          )}
        </div>
        {status !== 'success' && (
          <Form ref={formRef} onSubmit={onSubmit} aria-describedby="consultation-intro" aria-busy={busy}>
            <Field name="name" label="Full name" error={errors.name}>
              {(attrs) => (
                <input {...attrs} type="text" autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} value={fields.name} onChange={update('name')} onInvalid={onInvalid} />
              )}
            </Field>
            <Field name="email" label="Business email" error={errors.email}>
              {(attrs) => (
                <input {...attrs} type="email" autoComplete="email" maxLength={FIELD_MAX_LENGTH.email} value={fields.email} onChange={update('email')} onInvalid={onInvalid} />
              )}
            </Field>
            <Field name="phone" label="Phone" error={errors.phone}>
              {(attrs) => (
                <input {...attrs} type="tel" autoComplete="tel" maxLength={FIELD_MAX_LENGTH.phone} value={fields.phone} onChange={update('phone')} onInvalid={onInvalid} />
              )}
            </Field>
            <Field name="company" label="Company" error={errors.company}>
              {(attrs) => (
                <input {...attrs} type="text" autoComplete="organization" maxLength={FIELD_MAX_LENGTH.company} value={fields.company} onChange={update('company')} onInvalid={onInvalid} />
              )}
            </Field>
            <Field name="companySize" label="Company size (employees)" error={errors.companySize}>
              {(attrs) => (
                <select {...attrs} value={fields.companySize} onChange={update('companySize')} onInvalid={onInvalid}>
                  <option value="">Select company size</option>
                  {COMPANY_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="bestTime" label="Best time to reach you" error={errors.bestTime}>
              {(attrs) => (
                <input
                  {...attrs}
                  type="text"
                  placeholder="e.g. Weekdays 9–11 am CT"
                  maxLength={FIELD_MAX_LENGTH.bestTime}
                  value={fields.bestTime}
                  onChange={update('bestTime')}
                  onInvalid={onInvalid}
                />
              )}
            </Field>
            <Field name="description" label="What would you like to discuss?" error={errors.description} full>
              {(attrs) => (
                <textarea {...attrs} maxLength={FIELD_MAX_LENGTH.description} value={fields.description} onChange={update('description')} onInvalid={onInvalid} />
              )}
            </Field>
            <Honeypot aria-hidden="true">
              <label htmlFor="consultation-website">Website</label>
              <input id="consultation-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
            </Honeypot>
            <div className="full">
              {/* aria-disabled, not disabled: a disabled button drops focus out of the dialog. */}
              <Button type="submit" aria-disabled={busy} style={busy ? { opacity: 0.7, cursor: 'progress' } : undefined}>
                {submitLabel}
              </Button>
            </div>
          </Form>
        )}
      </Body>
    </Dialog>
  );
};

export default ConsultationModal;
