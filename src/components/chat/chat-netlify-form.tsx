import React from 'react';
import { enquiryFieldNames, HONEYPOT_FIELD } from '../../lib/contact/netlify-forms';
import { NetlifyForm, NetlifyFormHiddenFields, netlifyFormAttributes } from '../contact/netlify-form';

/**
 * The `chat` form as Netlify must see it in the built HTML: Netlify registers a form, and stores
 * only the fields it declares, from the deployed pages. The chat files its leads with JavaScript
 * (useChatLead), so nobody fills this form in: it is hidden, and only declares the fields.
 */
export const ChatNetlifyForm = () => (
  <NetlifyForm {...netlifyFormAttributes('chat')} hidden aria-hidden="true">
    <NetlifyFormHiddenFields kind="chat" />
    {[...enquiryFieldNames('chat'), HONEYPOT_FIELD].map((name) => (
      <input key={name} type="hidden" name={name} value="" />
    ))}
  </NetlifyForm>
);
