import React from 'react';
import styled from '@emotion/styled';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, KEY_FIELD, NETLIFY_FORM_NAMES, REFERENCE_FIELD, THANK_YOU_PATH } from '../../lib/contact/netlify-forms';
import type { EnquiryKind } from '../../lib/contact/schema';

/**
 * What makes a <form> a Netlify Form: Netlify finds it in the built HTML by `data-netlify` and
 * its name, stores only the fields it declares, and drops entries whose `netlify-honeypot`
 * field is filled. Posted without JavaScript it lands on the thank-you page.
 */
export const netlifyFormAttributes = (kind: EnquiryKind) => ({
  name: NETLIFY_FORM_NAMES[kind],
  method: 'post',
  action: THANK_YOU_PATH,
  'data-netlify': 'true',
  'netlify-honeypot': HONEYPOT_FIELD,
});

/** form-name, plus the two tags the browser fills when it files an entry itself (empty otherwise). */
export const NetlifyFormHiddenFields = ({ kind, extra = {} }: { kind: EnquiryKind; extra?: Record<string, string> }) => (
  <>
    <input type="hidden" name={FORM_NAME_FIELD} value={NETLIFY_FORM_NAMES[kind]} />
    {Object.entries(extra).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ))}
    <input type="hidden" name={REFERENCE_FIELD} value="" />
    <input type="hidden" name={KEY_FIELD} value="" />
  </>
);

/** A <form> that forwards every attribute given: Netlify's `netlify-honeypot` is not a standard HTML one. */
export const NetlifyForm = styled('form', { shouldForwardProp: (prop) => prop !== 'theme' && prop !== 'as' })``;
