import React from 'react';
import styled from '@emotion/styled';
import { ConsultationFieldset } from './fields';
import { consultationFormStyles } from './form-styles';
import { NetlifyForm, NetlifyFormHiddenFields, netlifyFormAttributes } from '../contact/netlify-form';
import { Button } from '../ui/button';
import { HoneypotField } from '../ui/form-field';

/**
 * The consultation request as a plain HTML form: the browser checks the fields and posts them to
 * Netlify Forms, with or without JavaScript; submission-created mails the lead. Its field names
 * are the consultation enquiry's, so this page is also the static form Netlify detects at deploy
 * (the modal is only rendered when opened).
 */
export const ConsultationPageForm = () => (
  <Form {...netlifyFormAttributes('consultation')} aria-label="Consultation request">
    <NetlifyFormHiddenFields kind="consultation" />
    <ConsultationFieldset idPrefix="consultation-page" />
    <HoneypotField id="consultation-page-website" />
    <div className="full">
      <Button type="submit">Request Consultation</Button>
    </div>
  </Form>
);

const Form = styled(NetlifyForm)`
  ${consultationFormStyles}
`;
