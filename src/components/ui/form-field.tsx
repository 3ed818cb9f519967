import React, { type ChangeEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { HONEYPOT_FIELD } from '../../lib/contact/netlify-forms';
import { color, fontSize, radius, space } from '../../styles/tokens';

/**
 * A form control. Its edge is in the muted colour, not the border colour: a control's edge needs
 * 3:1 contrast against its background (WCAG 1.4.11). Its background is `--control-bg` when the
 * form sets it (the raised surface otherwise).
 */
const controlStyle = `
  width: 100%;
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color.muted};
  border-radius: ${radius.sm};
  background: var(--control-bg, ${color.surfaceRaised});
  color: ${color.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${color.danger}; }
  &::placeholder { color: ${color.muted}; opacity: 1; }
`;

export const Input = styled.input`
  ${controlStyle}
`;

export const Select = styled.select`
  ${controlStyle}
`;

export const TextArea = styled.textarea`
  ${controlStyle}
  resize: vertical;
`;

const Field = styled.div`
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${space(1)};
  }
  label [title='required'] {
    color: ${color.danger};
  }
  .field-hint {
    margin: 0 0 ${space(1)};
    color: ${color.muted};
    font-size: ${fontSize.sm};
  }
  .field-error {
    margin: ${space(1)} 0 0;
    color: ${color.danger};
    font-size: ${fontSize.sm};
  }
`;

/** The red star after a required field's label (the control itself says "required" to screen readers). */
export const RequiredMark = () => (
  <span aria-hidden="true" title="required">
    *
  </span>
);

/** The ids a control is described by: its hint, then its error while there is one. */
export const describedBy = (id: string, { hint = false, error }: { hint?: boolean; error?: string }): string | undefined =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

type Props = {
  /** The control's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A visible hint, not a placeholder: it stays readable while the visitor types. */
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The control, with aria-describedby={describedBy(id, …)}. */
  children: ReactNode;
};

/**
 * Label, hint, control and error message, tied together by ids. The error paragraph is always
 * there (empty while the field is fine): a live region must exist before its text changes.
 */
export const FormField = ({ id, label, hint, error, className, children }: Props) => (
  <Field className={className}>
    <label htmlFor={id}>{label}</label>
    {hint && (
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
    )}
    {children}
    <p className="field-error" id={`${id}-error`} aria-live="polite">
      {error ?? ''}
    </p>
  </Field>
);

/** Off-screen rather than display:none, which some bots skip; people never see or reach it. */
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

type HoneypotProps = { id: string; value?: string; onChange?: (value: string) => void };

/**
 * The spam trap every enquiry form carries: a "website" field people never see or reach, that
 * bots fill. Controlled when given value and onChange; a plain field for forms posted without JavaScript.
 */
export const HoneypotField = ({ id, value, onChange }: HoneypotProps) => (
  <OffScreen aria-hidden="true">
    <label htmlFor={id}>Website</label>
    <input
      id={id}
      name={HONEYPOT_FIELD}
      type="text"
      tabIndex={-1}
      autoComplete="off"
      {...(onChange ? { value: value ?? '', onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : {})}
    />
  </OffScreen>
);
