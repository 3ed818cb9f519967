import React, { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { consultationPayload } from '../../lib/contact/enquiry';
import { validateConsultationFields, type ConsultationFields } from '../../lib/contact/fields';
import { emptyValues, shownFieldNames } from '../../lib/contact/forms';
import { color, radius, space } from '../../styles/tokens';
import { CONSULTATION_COPY } from '../consultation/consultation-copy';
import { ConsultationFieldset } from '../consultation/fields';
import { consultationFormStyles } from '../consultation/form-styles';
import { Button } from '../ui/button';
import { HoneypotField } from '../ui/form-field';
import { useEnquiry } from '../../hooks/use-enquiry';
import { Dialog } from './dialog';

/** How long the success message stays before the dialog closes itself. */
const SUCCESS_CLOSE_MS = 3000;

const EMPTY = emptyValues('consultation');
const FIELD_ORDER = shownFieldNames('consultation');

/** The dialog renders where its button is; do not inherit that spot's alignment. */
const Body = styled.div`
  text-align: start;
  h2 {
    margin-top: ${space(2)};
    padding-right: ${space(10)};
  }
`;

const Form = styled.form`
  ${consultationFormStyles}
`;

/** A live region, always present; it takes room only while it holds a message. */
const Live = styled.div`
  &:not(:empty) {
    margin-bottom: ${space(4)};
  }
`;

const Notice = styled.p<{ tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.sm};
  border: 1px solid ${(p) => (p.tone === 'success' ? color.success : color.danger)};
  background: ${color.surface};
  color: ${color.text};
`;

type Props = {
  companyEmail: string;
  freeMinutes: number;
  replyHours: number;
  /** What the visitor typed before closing the dialog unsent; null for an empty form. */
  draft: ConsultationFields | null;
  onDraftChange: (values: ConsultationFields) => void;
  onClose: () => void;
};

/** The consultation request on the shared Dialog, sent like every enquiry (useEnquiry). */
const ConsultationModal = ({ companyEmail, freeMinutes, replyHours, draft, onDraftChange, onClose }: Props) => {
  const enquiry = useEnquiry({
    kind: 'consultation',
    initial: draft ?? EMPTY,
    empty: EMPTY,
    order: FIELD_ORDER,
    validate: validateConsultationFields,
    payload: consultationPayload,
    onValuesChange: onDraftChange,
  });
  const { status, busy } = enquiry;
  const successRef = useRef<HTMLParagraphElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (status !== 'success') return undefined;
    // The form is gone: keep focus inside the dialog, on the message, until it closes.
    successRef.current?.focus();
    const timer = setTimeout(() => closeRef.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <Dialog labelledBy="consultation-title" onClose={onClose} closeLabel="Close consultation form">
      <Body>
        <h2 id="consultation-title">{CONSULTATION_COPY.title(freeMinutes)}</h2>
        <p id="consultation-intro">{CONSULTATION_COPY.intro(replyHours)}</p>
        <Live role="status">
          {status === 'success' && (
            <Notice tone="success" data-consultation-success tabIndex={-1} ref={successRef}>
              {enquiry.delayed
                ? 'Thank you! We have received your request. Our reply may be delayed.'
                : `Thank you! Your consultation request has been sent. We'll get back to you within ${replyHours} hours.`}
            </Notice>
          )}
        </Live>
        <Live role="alert">
          {status === 'error' && (
            <Notice tone="danger" data-consultation-error>
              Failed to send your request. Please try again or contact us directly at <a href={`mailto:${companyEmail}`}>{companyEmail}</a>
            </Notice>
          )}
        </Live>
        {status !== 'success' && (
          <Form ref={enquiry.formRef} onSubmit={enquiry.onSubmit} aria-describedby="consultation-intro" aria-busy={busy}>
            <ConsultationFieldset idPrefix="consultation" controlled={enquiry} />
            <HoneypotField id="consultation-website" value={enquiry.honeypot} onChange={enquiry.setHoneypot} />
            <div className="full">
              {/* aria-disabled, not disabled: a disabled button drops focus out of the dialog. */}
              <Button type="submit" aria-disabled={busy}>
                {status === 'verifying' ? 'Verifying Security...' : status === 'sending' ? 'Sending Request...' : 'Request Consultation'}
              </Button>
            </div>
          </Form>
        )}
      </Body>
    </Dialog>
  );
};

export default ConsultationModal;
