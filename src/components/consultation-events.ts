/**
 * A tiny window-event bus so code that cannot reach the consultation button (the chat window,
 * loaded in its own chunk) can still open the one consultation modal of the page.
 */
export const OPEN_CONSULTATION_EVENT = 'open-consultation';

/**
 * Asks the page to open the consultation modal. True when a listener took the request; false
 * when the page has no consultation button, so the caller can fall back (e.g. to /contact/).
 */
export const requestConsultation = (): boolean => {
  const event = new CustomEvent(OPEN_CONSULTATION_EVENT, { cancelable: true });
  // dispatchEvent returns false once a listener called preventDefault, i.e. handled it.
  return !window.dispatchEvent(event);
};

/** Registers a handler; the first one to run claims the request. Returns the unsubscribe. */
export const onConsultationRequest = (open: () => void): (() => void) => {
  const listener = (event: Event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    open();
  };
  window.addEventListener(OPEN_CONSULTATION_EVENT, listener);
  return () => window.removeEventListener(OPEN_CONSULTATION_EVENT, listener);
};
