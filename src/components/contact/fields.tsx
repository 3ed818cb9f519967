import React, { useId, type ReactNode } from 'react';
import { type ContactErrors, type ContactFieldName, type ContactFields } from '../../lib/contact/fields';
import { fieldsOf, FORMS, shownFieldNames, type CopyKeyOf } from '../../lib/contact/forms';
import type { ContactCopyKey } from './contact-copy';
import { DefinedField, type FieldChange } from '../ui/defined-field';

type Props = {
  values: ContactFields;
  errors: ContactErrors;
  onChange: (name: ContactFieldName) => FieldChange;
  /** The variant's label and hint texts. */
  text: (key: ContactCopyKey) => ReactNode;
};

/** The copy keys the contact form's definition names are the variants' texts: a misspelt one does not compile. */
const copyKey = (key: CopyKeyOf<'contact'>): ContactCopyKey => key;

/** The contact form's fields, as its definition (src/lib/contact/forms.ts) lists them. */
export const ContactFieldset = ({ values, errors, onChange, text }: Props) => {
  const baseId = useId();
  const fields = fieldsOf('contact');
  return (
    <>
      {shownFieldNames('contact').map((name) => (
        <DefinedField
          key={name}
          id={`${baseId}-${name}`}
          name={name}
          field={fields[name]}
          marksRequired={FORMS.contact.marksRequired}
          copy={(key) => text(copyKey(key as CopyKeyOf<'contact'>))}
          controlled={{ value: values[name] ?? '', error: errors[name], onChange: onChange(name) }}
        />
      ))}
    </>
  );
};
