import type { ConsultationPayload, ContactPayload, EnquiryPayload } from './client';
import { isCompanySize, type ConsultationFields, type ContactFields } from './fields';
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

/** What the contact form sends. */
export const contactPayload = (values: ContactFields, topic: ContactTopic, website: string): Omit<ContactPayload, 'captchaToken'> => ({
  kind: 'contact',
  topic,
  name: values.name.trim(),
  email: values.email.trim(),
  company: values.company.trim(),
  message: values.message.trim(),
  website,
});

/** What the consultation form sends; null when the company size is not one of the offered sizes. */
export const consultationPayload = (values: ConsultationFields, website: string): Omit<ConsultationPayload, 'captchaToken'> | null => {
  const companySize = values.companySize.trim();
  if (!isCompanySize(companySize)) return null;
  return {
    kind: 'consultation',
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    companySize,
    bestTime: values.bestTime.trim(),
    description: values.description.trim(),
    website,
  };
};
