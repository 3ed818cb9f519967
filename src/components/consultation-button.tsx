import React, { lazy, Suspense, useEffect, useState } from 'react';
import { onConsultationRequest } from './consultation-events';
import { Button } from './ui';
import { useSiteData } from './use-site-data';

// The form, its validation and the submit client load on first use, not with the page.
const loadModal = () => import(/* webpackChunkName: "consultation-modal" */ './modals/consultation-modal');
const ConsultationModal = lazy(loadModal);

/**
 * "Book a free consultation": opens the consultation modal. It also answers the chat's
 * "consultation" action (see consultation-events.ts), so a page has one modal however it opens.
 */
export const ConsultationButton = ({ label = 'Book a free consultation' }: { label?: string }) => {
  const { company } = useSiteData();
  const [open, setOpen] = useState(false);

  useEffect(() => onConsultationRequest(() => setOpen(true)), []);

  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        data-consultation-button
        // Start fetching the chunk as soon as the visitor shows intent.
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ConsultationModal
            companyEmail={company.email}
            freeMinutes={company.freeConsultationMinutes}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
