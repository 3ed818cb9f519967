import React, { type ChangeEvent } from 'react';
import { COMPANY_SIZES, type ConsultationErrors, type ConsultationFieldName, type ConsultationFields } from '../../lib/contact/fields';
import { FIELD_MAX_LENGTH } from '../../lib/contact/lead-contract';
import { describedBy, FormField, Input, Select, TextArea } from '../ui/form-field';

type Controlled = {
  values: ConsultationFields;
  errors: ConsultationErrors;
  onChange: (name: ConsultationFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

type Props = {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Given in the modal, which validates and sends with JavaScript; left out on the page, a plain HTML form. */
  controlled?: Controlled;
};

/**
 * The seven fields of a consultation request, every one required: the modal and the
 * /consultation/ page show the same labels, limits and company sizes.
 */
export const ConsultationFieldset = ({ idPrefix, controlled }: Props) => {
  const control = (name: ConsultationFieldName) => {
    const id = `${idPrefix}-${name}`;
    const error = controlled?.errors[name];
    return {
      id,
      name,
      required: true,
      maxLength: name === 'companySize' ? undefined : FIELD_MAX_LENGTH[name],
      'aria-invalid': controlled ? Boolean(error) : undefined,
      'aria-describedby': describedBy(id, { error }),
      ...(controlled ? { value: controlled.values[name], onChange: controlled.onChange(name) } : {}),
    };
  };
  const field = (name: ConsultationFieldName) => ({ id: `${idPrefix}-${name}`, error: controlled?.errors[name] });
  return (
    <>
      <FormField {...field('name')} label="Full name">
        <Input {...control('name')} type="text" autoComplete="name" minLength={controlled ? undefined : 2} />
      </FormField>
      <FormField {...field('email')} label="Business email">
        <Input {...control('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField {...field('phone')} label="Phone">
        <Input {...control('phone')} type="tel" autoComplete="tel" />
      </FormField>
      <FormField {...field('company')} label="Company">
        <Input {...control('company')} type="text" autoComplete="organization" />
      </FormField>
      <FormField {...field('companySize')} label="Company size (employees)">
        <Select {...control('companySize')} {...(controlled ? {} : { defaultValue: '' })}>
          <option value="">Select company size</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField {...field('bestTime')} label="Best time to reach you">
        <Input {...control('bestTime')} type="text" placeholder="e.g. Weekdays 9–11 am CT" />
      </FormField>
      <FormField {...field('description')} label="What would you like to discuss?" className="full">
        <TextArea {...control('description')} />
      </FormField>
    </>
  );
};
