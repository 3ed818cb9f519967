import React from 'react';
import styled from '@emotion/styled';
import {
  enquiryFieldNames,
  FORM_NAME_FIELD,
  formNameOf,
  HONEYPOT_FIELD,
  KEY_FIELD,
  type LeadMailer,
  REFERENCE_FIELD,
  THANK_YOU_PATH,
} from '../../lib/contact/netlify-forms';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../lib/contact/lead-contract';
import { ATTRIBUTION_FIELDS } from '../../lib/attribution-fields';
import { usePagePath } from '../page-path';

/**
 * What makes a <form> a Netlify Form: Netlify finds it in the built HTML by `data-netlify` and
 * its name, stores only the fields it declares, and drops entries whose `netlify-honeypot`
 * field is filled. Posted without JavaScript it lands on the thank-you page.
 */
export const netlifyFormAttributes = (kind: EnquiryKind, mailer: LeadMailer = 'netlify') => ({
  name: formNameOf(kind, mailer),
  method: 'post',
  action: THANK_YOU_PATH,
  'data-netlify': 'true',
  'netlify-honeypot': HONEYPOT_FIELD,
});

/**
 * form-name, plus the tags the browser fills when it files an entry itself (empty otherwise), and
 * the attribution fields: posted without JavaScript, the form says which page it was sent from.
 */
export const NetlifyFormHiddenFields = ({
  kind,
  mailer = 'netlify',
  extra = {},
}: {
  kind: EnquiryKind;
  mailer?: LeadMailer;
  extra?: Record<string, string>;
}) => {
  const pagePath = usePagePath();
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={formNameOf(kind, mailer)} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={REFERENCE_FIELD} value="" />
      <input type="hidden" name={KEY_FIELD} value="" />
      {ATTRIBUTION_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={name === 'sent_from' ? pagePath : ''} />
      ))}
    </>
  );
};

/** A <form> that forwards every attribute given: Netlify's `netlify-honeypot` is not a standard HTML one. */
export const NetlifyForm = styled('form', { shouldForwardProp: (prop) => prop !== 'theme' && prop !== 'as' })``;

/**
 * A form as Netlify must see it in the built HTML, for entries only JavaScript files: Netlify
 * registers a form, and stores only the fields it declares, from the deployed pages. Nobody fills
 * it in: it is hidden, and only declares the fields.
 */
export const HiddenNetlifyForm = ({ kind, mailer }: { kind: EnquiryKind; mailer: LeadMailer }) => (
  <NetlifyForm {...netlifyFormAttributes(kind, mailer)} hidden aria-hidden="true">
    <NetlifyFormHiddenFields kind={kind} mailer={mailer} />
    {[...enquiryFieldNames(kind), HONEYPOT_FIELD].map((name) => (
      <input key={name} type="hidden" name={name} value="" />
    ))}
  </NetlifyForm>
);

/**
 * The forms only JavaScript files entries in, declared once (on /contact/): the chat's (it has no
 * form a visitor posts), and each kind's form for the leads send-email mails itself.
 */
export const JavaScriptFiledForms = () => (
  <>
    <HiddenNetlifyForm kind="chat" mailer="netlify" />
    {ENQUIRY_KINDS.map((kind) => (
      <HiddenNetlifyForm key={kind} kind={kind} mailer="site" />
    ))}
  </>
);
