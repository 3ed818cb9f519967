import React, { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ConsultationFields } from '../../lib/contact/fields';
import { routes } from '../../lib/routes';
import { useSiteData } from '../../hooks/use-site-data';

// The form, its validation and the submit client load on first use, not with the page.
const loadModal = () => import(/* webpackChunkName: "consultation-modal" */ '../modals/consultation-modal');
const ConsultationModal = lazy(loadModal);

export interface Consultation {
  /** Opens the consultation modal over the current page, which keeps its address and state. */
  open: () => void;
  /** Starts fetching the modal's chunk, e.g. when the visitor points at a button that opens it. */
  preload: () => void;
}

/** Outside a provider (a component rendered on its own) the contact page takes the request. */
const ConsultationContext = createContext<Consultation>({
  open: () => window.location.assign(routes.contact),
  preload: () => undefined,
});

type OpenModalProps = { draft: ConsultationFields | null; onDraftChange: (values: ConsultationFields) => void; onClose: () => void };

/** Which component opens it is up to the page (a button, the chat); this one only fills in the company's facts. */
const OpenModal = (props: OpenModalProps) => {
  const { company } = useSiteData();
  return <ConsultationModal companyEmail={company.email} freeMinutes={company.freeConsultationMinutes} replyHours={company.replyWithinHours} {...props} />;
};

/**
 * The one consultation modal of the site, mounted once around every page (wrapPageElement):
 * any component can open it through useConsultation(), on any page. What the visitor typed
 * survives an accidental close (Escape, backdrop) and a move to another page, until it is sent.
 */
export const ConsultationProvider = ({ children }: { children: ReactNode }) => {
  const [isOpen, setOpen] = useState(false);
  const draft = useRef<ConsultationFields | null>(null);
  const keepDraft = useCallback((values: ConsultationFields) => {
    draft.current = values;
  }, []);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const preload = useCallback(() => void loadModal(), []);
  const value = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <ConsultationContext.Provider value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <OpenModal draft={draft.current} onDraftChange={keepDraft} onClose={close} />
        </Suspense>
      )}
    </ConsultationContext.Provider>
  );
};

export const useConsultation = (): Consultation => useContext(ConsultationContext);
