import React from 'react';
import { type ConsultationErrors, type ConsultationFieldName, type ConsultationFields } from '../../lib/contact/fields';
import { fieldsOf, FORMS, shownFieldNames } from '../../lib/contact/forms';
import { DefinedField, type FieldChange } from '../ui/defined-field';

type Controlled = {
  values: ConsultationFields;
  errors: ConsultationErrors;
  onChange: (name: ConsultationFieldName) => FieldChange;
};

type Props = {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Given in the modal, which validates and sends with JavaScript; left out on the page, a plain HTML form. */
  controlled?: Controlled;
};

/**
 * The fields of a consultation request, as its definition (src/lib/contact/forms.ts) lists them:
 * the modal and the /consultation/ page show the same labels, limits and company sizes.
 */
export const ConsultationFieldset = ({ idPrefix, controlled }: Props) => {
  const fields = fieldsOf('consultation');
  return (
    <>
      {shownFieldNames('consultation').map((name) => (
        <DefinedField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          field={fields[name]}
          marksRequired={FORMS.consultation.marksRequired}
          controlled={controlled && { value: controlled.values[name] ?? '', error: controlled.errors[name], onChange: controlled.onChange(name) }}
        />
      ))}
    </>
  );
};
