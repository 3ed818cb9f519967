import React, { type ChangeEvent, type ReactNode } from 'react';
import type { FieldDefinition } from '../../lib/contact/forms';
import { describedBy, FormField, Input, RequiredMark, Select, TextArea } from './form-field';

export type FieldChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

type Props = {
  id: string;
  name: string;
  field: FieldDefinition;
  /** Required fields show a star and aria-required (the form's definition says whether). */
  marksRequired: boolean;
  /** The texts of the labels and hints the definition keeps in the form's copy, by key. */
  copy?: (key: string) => ReactNode;
  /** Given when a script validates and sends; left out, a plain HTML control the browser checks. */
  controlled?: { value: string; error?: string; onChange: FieldChange };
};

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel' } as const;

/**
 * One field of a form, as its definition (src/lib/contact/forms.ts) describes it: label, hint,
 * control and limits. Its `required`, `minLength` and `maxLength` are for visitors without
 * JavaScript (the browser checks them); with it, the shared rules check and explain.
 */
export const DefinedField = ({ id, name, field, marksRequired, copy, controlled }: Props) => {
  const text = (label: FieldDefinition['label']) => (typeof label === 'object' ? copy?.(label.copy) : label);
  const error = controlled?.error;
  const required = Boolean(field.required);
  const attributes = {
    id,
    name,
    ...(controlled ? { value: controlled.value, onChange: controlled.onChange } : {}),
    maxLength: field.maxLength?.length,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint: Boolean(field.hint), error }),
    autoComplete: field.autoComplete,
    required,
    minLength: field.minLength?.length,
    'aria-required': marksRequired && required ? true : undefined,
  };
  const label =
    marksRequired && required ? (
      <>
        {text(field.label)} <RequiredMark />
      </>
    ) : (
      text(field.label)
    );
  return (
    <FormField id={id} error={error} label={label} hint={field.hint && text(field.hint)} className={field.wide ? 'full' : undefined}>
      {field.control === 'textarea' ? (
        <TextArea {...attributes} rows={field.rows} />
      ) : field.control === 'select' ? (
        <Select {...attributes} {...(controlled ? {} : { defaultValue: '' })}>
          <option value="">{field.placeholder}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : field.control === 'hidden' ? null : (
        <Input {...attributes} type={INPUT_TYPES[field.control]} inputMode={field.inputMode} placeholder={field.placeholder} />
      )}
    </FormField>
  );
};
