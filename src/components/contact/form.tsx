import React, { useId } from 'react';
import styled from '@emotion/styled';
import { contactPayload } from '../../lib/contact/enquiry';
import { contactVariantFromSearch, type ContactVariant } from '../../lib/contact-variant';
import { validateContactFields } from '../../lib/contact/fields';
import { emptyValues, shownFieldNames } from '../../lib/contact/forms';
import { color, space } from '../../styles/tokens';
import { CONTACT_COPY, type ContactCopyKey, STATUS_TEXT } from './contact-copy';
import { ContactFieldset } from './fields';
import { ContactVariantText } from './variant-text';
import { NetlifyForm, NetlifyFormHiddenFields, netlifyFormAttributes } from './netlify-form';
import { Button } from '../ui/button';
import { HoneypotField } from '../ui/form-field';
import { useEnquiry } from '../../hooks/use-enquiry';
import { useSiteData } from '../../hooks/use-site-data';

const EMPTY = emptyValues('contact');
const FIELD_ORDER = shownFieldNames('contact');

type Props = {
  companyEmail: string;
  variant?: ContactVariant;
  /**
   * Render both variants' texts, shown by <html data-contact> (the contact page, src/lib/contact-variant.ts);
   * the address then decides the topic when the form is sent, so no state changes while the page hydrates.
   */
  textsByAddress?: boolean;
};

const topicOf = (variant: ContactVariant) => (variant === 'demo' ? 'demo' : 'general');

export const ContactForm = ({ companyEmail, variant = 'contact', textsByAddress = false }: Props) => {
  const text = (key: ContactCopyKey) =>
    textsByAddress ? <ContactVariantText contact={CONTACT_COPY.contact[key]} demo={CONTACT_COPY.demo[key]} /> : CONTACT_COPY[variant][key];
  const topic = topicOf(variant);
  const replyHours = useSiteData().company.replyWithinHours;
  const topicWhenSent = () => (textsByAddress ? topicOf(contactVariantFromSearch(window.location.search)) : topic);
  const formId = useId();
  const headingId = `${formId}-heading`;
  const enquiry = useEnquiry({
    kind: 'contact',
    initial: EMPTY,
    empty: EMPTY,
    order: FIELD_ORDER,
    validate: validateContactFields,
    payload: (values, website) => contactPayload(values, topicWhenSent(), website),
  });
  const { status, busy } = enquiry;

  return (
    // Without JavaScript the browser checks the fields and posts them to Netlify Forms, landing on
    // the thank-you page; once hydrated, the script validates and sends (native checks turned off).
    <Form {...netlifyFormAttributes('contact')} ref={enquiry.formRef} onSubmit={enquiry.onSubmit} aria-labelledby={headingId} aria-busy={busy}>
      <NetlifyFormHiddenFields kind="contact" extra={{ topic }} />
      <h3 id={headingId}>{text('heading')}</h3>
      <ContactFieldset values={enquiry.values} errors={enquiry.errors} onChange={enquiry.onChange} text={text} />
      <HoneypotField id={`${formId}-website`} value={enquiry.honeypot} onChange={enquiry.setHoneypot} />
      <Button type="submit" aria-disabled={busy}>
        {status === 'verifying' ? STATUS_TEXT.verifying : status === 'sending' ? STATUS_TEXT.sending : text('submit')}
      </Button>
      <StatusText role="status" aria-live="polite" data-status={status}>
        {status === 'success' && (enquiry.delayed ? STATUS_TEXT.received : STATUS_TEXT.success(replyHours))}
        {status === 'error' && STATUS_TEXT.failure(companyEmail)}
      </StatusText>
    </Form>
  );
};

const Form = styled(NetlifyForm)`
  display: grid;
  gap: ${space(4)};
`;

const StatusText = styled.p`
  margin: 0;
  &[data-status='success'] {
    color: ${color.success};
  }
  &[data-status='error'] {
    color: ${color.danger};
  }
`;
