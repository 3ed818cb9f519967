import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { firstInvalid, isBusy, type EnquiryFields, type EnquiryStatus } from '../lib/contact/enquiry';
import { hasErrors } from '../lib/contact/fields';
import type { CaptchaAction } from '../browser/captcha';

/** The captcha provider, the submit client and the visit's attribution load on the first submit, not with the page. */
const loadSender = () =>
  Promise.all([
    import(/* webpackChunkName: "enquiry-sender" */ '../lib/contact/client'),
    import(/* webpackChunkName: "enquiry-sender" */ '../browser/captcha'),
    import(/* webpackChunkName: "enquiry-sender" */ '../browser/attribution'),
  ]).then(([client, captcha, attribution]) => ({ ...client, getCaptchaToken: captcha.getCaptchaToken, currentAttribution: attribution.currentAttribution }));

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type Options<N extends string> = {
  /** Names the captcha action and the console messages. */
  kind: CaptchaAction;
  /** The values shown first (the consultation modal's draft, kept while it is closed). */
  initial: Record<N, string>;
  empty: Record<N, string>;
  /** The fields in on-screen order. */
  order: readonly N[];
  validate: (values: Record<N, string>) => Partial<Record<N, string>>;
  /** What is sent for these values and honeypot; null when they cannot be sent. */
  payload: (values: Record<N, string>, honeypot: string) => EnquiryFields | null;
  /** Called with the values after every change (and with the empty values once sent). */
  onValuesChange?: (values: Record<N, string>) => void;
};

/**
 * One enquiry form's state and submit flow, shared by the contact form and the consultation modal:
 * the shared rules validate (the browser's own checks are off once the script runs) and focus the
 * first invalid field; a valid form fetches a fresh captcha token (single-use), then sends through
 * submitLead. One idempotency key covers the retries of the same text, so the team gets one mail;
 * any edit starts a new one. Editing a field clears its error and any earlier outcome message.
 */
export const useEnquiry = <N extends string>({ kind, initial, empty, order, validate, payload, onValuesChange }: Options<N>) => {
  const [values, setValues] = useState(initial);
  const [honeypot, setHoneypotValue] = useState('');
  const [errors, setErrors] = useState<Partial<Record<N, string>>>({});
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  /** Received but not yet mailed (the server stored it for a later attempt): the reply may be delayed. */
  const [delayed, setDelayed] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  /** Ref for the <form>: the browser's checks (there for visitors without JavaScript) step aside for the shared rules. */
  const formRef = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
    if (element) element.noValidate = true;
  }, []);
  const idempotencyKey = useRef<string | null>(null);
  const busy = isBusy(status);

  const reportChange = useRef(onValuesChange);
  reportChange.current = onValuesChange;
  useEffect(() => reportChange.current?.(values), [values]);

  const edited = () => {
    idempotencyKey.current = null;
    setStatus((current) => (current === 'error' || current === 'success' ? 'idle' : current));
  };

  const onChange = (name: N) => (event: ChangeEvent<Control>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    edited();
  };

  const setHoneypot = (value: string) => {
    setHoneypotValue(value);
    edited();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = firstInvalid(order, found);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const fields = payload(values, honeypot);
    if (!fields) return;

    setStatus('verifying');
    try {
      const { getCaptchaToken, newIdempotencyKey, submitLead, currentAttribution } = await loadSender();
      const captchaToken = await getCaptchaToken(kind);
      setStatus('sending');
      idempotencyKey.current ??= newIdempotencyKey();
      const result = await submitLead({ ...fields, attribution: currentAttribution(), captchaToken }, { idempotencyKey: idempotencyKey.current });
      if (!result.ok) throw new Error(result.message);
      idempotencyKey.current = null;
      setDelayed(result.status === 'queued');
      setValues(empty);
      setHoneypotValue('');
      setStatus('success');
    } catch (error) {
      console.error(`${kind === 'contact' ? 'Contact form' : 'Consultation request'}: sending failed:`, error);
      setStatus('error');
    }
  };

  return { values, errors, status, delayed, busy, honeypot, setHoneypot, onChange, onSubmit, formRef };
};
