import { ATTRIBUTION_FIELDS, type Attribution } from '../attribution-fields';
import { allowedKeys, ENQUIRY_KINDS, type EnquiryKind } from './lead-contract';
import type { EnquiryEnvelope } from './schema';

/**
 * Netlify Forms: every lead is also filed as a form submission, so operators find it in the
 * Forms dashboard (list, Spam tab, CSV export, notifications).
 *
 * - Two forms per enquiry kind, by who mails the lead: Netlify's form notification mails every
 *   entry of a form it is set up for, and only the forms named in NETLIFY_FORM_NAMES have one
 *   (`contact`, `consultation`, `chat`: posts without JavaScript, and leads send-email did not
 *   confirm); the leads send-email took, and mails itself, are filed in SITE_MAILED_FORM_NAMES
 *   (`contact-mailed`, …), which have none. So each lead is mailed once, by one of the two.
 * - Netlify detects a form at deploy time from the built HTML and stores only the fields that
 *   form declares, so every field name below must be an input of that static form.
 * - `reference` is the lead's reference, the one our mail's subject names (the browser derives it
 *   from the submission's key, src/lib/contact/reference.ts), so Netlify's form notification of
 *   the entry and our mail can be matched; `idempotency-key` is that key, under which send-email
 *   stores the lead. submission-created reads from the store whether send-email took it.
 * - Where the lead came from (src/lib/attribution.ts) is one hidden field per attribution key, so
 *   the dashboard and its CSV export show it; a form posted without JavaScript carries `sent_from`,
 *   the page it was on, which the server-rendered page knows.
 */
export const NETLIFY_FORM_NAMES: Readonly<Record<EnquiryKind, string>> = {
  contact: 'contact',
  consultation: 'consultation',
  chat: 'chat',
};
export const SITE_MAILED_FORM_NAMES: Readonly<Record<EnquiryKind, string>> = {
  contact: 'contact-mailed',
  consultation: 'consultation-mailed',
  chat: 'chat-mailed',
};
/** Who mails the lead of an entry: Netlify's form notification, or send-email (and the retry job). */
export type LeadMailer = 'netlify' | 'site';
export const formNameOf = (kind: EnquiryKind, mailer: LeadMailer): string => (mailer === 'site' ? SITE_MAILED_FORM_NAMES[kind] : NETLIFY_FORM_NAMES[kind]);
export const FORM_NAME_FIELD = 'form-name';
export const HONEYPOT_FIELD = 'website';
export const REFERENCE_FIELD = 'reference';
export const KEY_FIELD = 'idempotency-key';
/** Where a form posted without JavaScript lands: a page of the site. */
export const THANK_YOU_PATH = '/thank-you/';
/** Where the browser files an entry with JavaScript on: any static page Netlify serves will do. */
export const FORMS_POST_PATH = '/';

/** The visitor's fields of a kind, in the order of the enquiry schema (no kind, no captcha token, no attribution). */
export function enquiryFieldNames(kind: EnquiryKind): string[] {
  return allowedKeys(kind).filter((key) => key !== 'kind' && key !== 'captchaToken' && key !== HONEYPOT_FIELD && key !== 'attribution');
}

/** Every field name the static form of a kind declares, hidden ones included. */
export function netlifyFormFieldNames(kind: EnquiryKind): string[] {
  return [FORM_NAME_FIELD, ...enquiryFieldNames(kind), HONEYPOT_FIELD, REFERENCE_FIELD, KEY_FIELD, ...ATTRIBUTION_FIELDS];
}

export interface FormEntryTags {
  /** The lead's reference (derived from the key); absent for a form posted without JavaScript. */
  reference?: string;
  idempotencyKey?: string;
  /** Where the lead came from (src/lib/attribution.ts). */
  attribution?: Attribution;
}

/** The application/x-www-form-urlencoded body Netlify Forms accepts (it refuses JSON). */
export function encodeFormEntry(kind: EnquiryKind, values: Readonly<Record<string, string>>, tags: FormEntryTags = {}, mailer: LeadMailer = 'netlify'): string {
  const body = new URLSearchParams();
  body.set(FORM_NAME_FIELD, formNameOf(kind, mailer));
  for (const name of enquiryFieldNames(kind)) body.set(name, values[name] ?? '');
  body.set(HONEYPOT_FIELD, values[HONEYPOT_FIELD] ?? '');
  if (tags.reference) body.set(REFERENCE_FIELD, tags.reference);
  if (tags.idempotencyKey) body.set(KEY_FIELD, tags.idempotencyKey);
  for (const name of ATTRIBUTION_FIELDS) if (tags.attribution?.[name]) body.set(name, tags.attribution[name]);
  return body.toString();
}

export type FormEntry =
  { ok: true; envelope: EnquiryEnvelope; mailer: LeadMailer; reference?: string; idempotencyKey?: string } | { ok: false; reason: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads a Forms submission's `data` (Netlify's `form_name` passed separately; `netlify dev`
 * puts `form-name` inside `data`) into the envelope send-email validates. Fields the form does
 * not declare (Netlify adds ip, user_agent, referrer) are ignored; no captcha token exists here:
 * Netlify's own spam filter judged the entry.
 */
export function readFormEntry(formName: unknown, data: unknown): FormEntry {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'no-data' };
  const fields = data as Record<string, unknown>;
  const name = text(formName) || text(fields[FORM_NAME_FIELD]);
  const kind = ENQUIRY_KINDS.find((candidate) => NETLIFY_FORM_NAMES[candidate] === name || SITE_MAILED_FORM_NAMES[candidate] === name);
  if (!kind) return { ok: false, reason: 'unknown-form' };
  const mailer: LeadMailer = SITE_MAILED_FORM_NAMES[kind] === name ? 'site' : 'netlify';
  const values: Record<string, string> = {};
  for (const field of enquiryFieldNames(kind)) values[field] = text(fields[field]);
  const reference = text(fields[REFERENCE_FIELD]).trim() || undefined;
  const idempotencyKey = text(fields[KEY_FIELD]).trim() || undefined;
  const attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, text(fields[name])]).filter(([, value]) => value !== ''));
  return { ok: true, envelope: { kind, values, captchaToken: '', website: text(fields[HONEYPOT_FIELD]), attribution }, mailer, reference, idempotencyKey };
}
