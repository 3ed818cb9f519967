import type { ConsultationPayload, ContactPayload, EnquiryPayload, PayloadOf } from './client';
import type { ConsultationFields, ContactFields } from './fields';
import { fieldsOf, shownFieldNames, type FormValues, type ShownFieldName, type TypedValues } from './forms';
import type { ContactTopic } from './lead-contract';

/**
 * Where an enquiry form is: being filled in, fetching its captcha token, sending, sent, or failed
 * (the visitor may retry). While verifying or sending, its submit button does nothing.
 */
export type EnquiryStatus = 'idle' | 'verifying' | 'sending' | 'success' | 'error';

/** An enquiry as the visitor filled it in: everything but the captcha token, which is fetched per attempt. */
export type EnquiryFields = EnquiryPayload extends infer P ? (P extends EnquiryPayload ? Omit<P, 'captchaToken'> : never) : never;

export const isBusy = (status: EnquiryStatus): boolean => status === 'verifying' || status === 'sending';

/** The first field, in on-screen order, that has an error: it gets focus, so its error is read out. */
export const firstInvalid = <N extends string>(order: readonly N[], errors: Partial<Record<N, string>>): N | undefined => order.find((name) => errors[name]);

/**
 * What a form sends: the values typed, trimmed, with the values it sets itself (the contact
 * form's topic) and the honeypot as typed; null when a value is not one of its field's options
 * (an optional one may be left empty).
 */
export const formPayload = <K extends 'contact' | 'consultation'>(
  kind: K,
  typed: TypedValues<K>,
  set: Omit<FormValues<K>, ShownFieldName<K>>,
  website: string,
): Omit<PayloadOf<K>, 'captchaToken'> | null => {
  const fields = fieldsOf(kind);
  const typedValues: Readonly<Partial<Record<string, string>>> = typed;
  const values: Record<string, string> = Object.fromEntries(shownFieldNames(kind).map((name) => [name, (typedValues[name] ?? '').trim()]));
  const offered = (name: ShownFieldName<K>) =>
    !fields[name].options || (!values[name] && !fields[name].required) || fields[name].options.includes(values[name]);
  if (!shownFieldNames(kind).every(offered)) return null;
  return { kind, ...set, ...values, website } as Omit<PayloadOf<K>, 'captchaToken'>;
};

/** What the contact form sends. */
export const contactPayload = (values: ContactFields, topic: ContactTopic, website: string): Omit<ContactPayload, 'captchaToken'> =>
  formPayload('contact', values, { topic }, website) as Omit<ContactPayload, 'captchaToken'>;

/** What the consultation form sends; null when the company size is not one of the offered sizes. */
export const consultationPayload = (values: ConsultationFields, website: string): Omit<ConsultationPayload, 'captchaToken'> | null =>
  formPayload('consultation', values, {}, website);
