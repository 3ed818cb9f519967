import React, { useId, type ChangeEvent, type ReactNode } from 'react';
import { type ContactErrors, type ContactFieldName, type ContactFields } from '../../lib/contact/fields';
import { FIELD_MAX_LENGTH } from '../../lib/contact/lead-contract';
import type { ContactCopyKey } from './contact-copy';
import { describedBy, FormField, Input, RequiredMark, TextArea } from '../ui/form-field';

type Props = {
  values: ContactFields;
  errors: ContactErrors;
  onChange: (name: ContactFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The variant's label and hint texts. */
  text: (key: ContactCopyKey) => ReactNode;
};

/**
 * The contact form's four fields. Their `required` and `minLength` are for visitors without
 * JavaScript (the browser checks them); with it, the shared rules check and explain.
 */
export const ContactFieldset = ({ values, errors, onChange, text }: Props) => {
  const baseId = useId();
  const control = (name: ContactFieldName, hint = false) => {
    const id = `${baseId}-${name}`;
    return {
      id,
      name,
      value: values[name],
      onChange: onChange(name),
      maxLength: FIELD_MAX_LENGTH[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(id, { hint, error: errors[name] }),
    };
  };
  const field = (name: ContactFieldName) => ({ id: `${baseId}-${name}`, error: errors[name] });
  return (
    <>
      <FormField
        {...field('name')}
        label={
          <>
            Full name <RequiredMark />
          </>
        }
      >
        <Input {...control('name')} type="text" autoComplete="name" required minLength={2} aria-required="true" />
      </FormField>
      <FormField
        {...field('email')}
        label={
          <>
            Email address <RequiredMark />
          </>
        }
      >
        <Input {...control('email')} type="email" inputMode="email" autoComplete="email" required aria-required="true" />
      </FormField>
      <FormField {...field('company')} label="Company (optional)">
        <Input {...control('company')} type="text" autoComplete="organization" />
      </FormField>
      <FormField
        {...field('message')}
        label={
          <>
            {text('messageLabel')} <RequiredMark />
          </>
        }
        hint={text('messageHint')}
      >
        <TextArea {...control('message', true)} rows={6} required minLength={10} aria-required="true" />
      </FormField>
    </>
  );
};
