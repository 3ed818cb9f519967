import React from 'react';
import { useConsultation } from './context';
import { Button } from '../ui/button';

/** "Book a free consultation": opens the site's one consultation modal (consultation/context.tsx). */
export const ConsultationButton = () => {
  const consultation = useConsultation();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      data-consultation-button
      // Start fetching the chunk as soon as the visitor shows intent.
      onPointerEnter={consultation.preload}
      onFocus={consultation.preload}
      onClick={consultation.open}
    >
      Book a free consultation
    </Button>
  );
};
