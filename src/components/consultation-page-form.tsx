import React from 'react';
import styled from '@emotion/styled';
import { COMPANY_SIZES, FIELD_MAX_LENGTH } from '../lib/contact/fields';
import { consultationFormStyles, Honeypot } from './consultation-form-styles';
import { NetlifyFormHiddenFields, netlifyFormAttributes } from './netlify-form';
import { Button } from './ui';

/**
 * The consultation request as a plain HTML form: the browser checks the fields and posts them to
 * Netlify Forms, with or without JavaScript; submission-created mails the lead. Its field names
 * are the consultation enquiry's, so this page is also the static form Netlify detects at deploy
 * (the modal is only rendered when opened).
 */
export const ConsultationPageForm = () => (
  <Form {...netlifyFormAttributes('consultation')} aria-label="Consultation request">
    <NetlifyFormHiddenFields kind="consultation" />
    <div>
      <label htmlFor="consultation-page-name">Full name</label>
      <input id="consultation-page-name" name="name" type="text" autoComplete="name" required minLength={2} maxLength={FIELD_MAX_LENGTH.name} />
    </div>
    <div>
      <label htmlFor="consultation-page-email">Business email</label>
      <input id="consultation-page-email" name="email" type="email" autoComplete="email" required maxLength={FIELD_MAX_LENGTH.email} />
    </div>
    <div>
      <label htmlFor="consultation-page-phone">Phone</label>
      <input id="consultation-page-phone" name="phone" type="tel" autoComplete="tel" required maxLength={FIELD_MAX_LENGTH.phone} />
    </div>
    <div>
      <label htmlFor="consultation-page-company">Company</label>
      <input id="consultation-page-company" name="company" type="text" autoComplete="organization" required maxLength={FIELD_MAX_LENGTH.company} />
    </div>
    <div>
      <label htmlFor="consultation-page-companySize">Company size (employees)</label>
      <select id="consultation-page-companySize" name="companySize" required defaultValue="">
        <option value="">Select company size</option>
        {COMPANY_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
    <div>
      <label htmlFor="consultation-page-bestTime">Best time to reach you</label>
      <input id="consultation-page-bestTime" name="bestTime" type="text" placeholder="e.g. Weekdays 9–11 am CT" required maxLength={FIELD_MAX_LENGTH.bestTime} />
    </div>
    <div className="full">
      <label htmlFor="consultation-page-description">What would you like to discuss?</label>
      <textarea id="consultation-page-description" name="description" required maxLength={FIELD_MAX_LENGTH.description} />
    </div>
    <Honeypot aria-hidden="true">
      <label htmlFor="consultation-page-website">Website</label>
      <input id="consultation-page-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </Honeypot>
    <div className="full">
      <Button type="submit">Request Consultation</Button>
    </div>
  </Form>
);

/** Forwards every attribute given (Netlify's `netlify-honeypot` is not a standard HTML one). */
const Form = styled('form', { shouldForwardProp: (prop) => prop !== 'theme' && prop !== 'as' })`
  ${consultationFormStyles}
`;
