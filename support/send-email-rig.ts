import { randomUUID } from 'node:crypto';
import { makeSimulatedCaptchaToken } from '../src/lib/contact/captcha';
import type { FormValues, TypedValues } from '../src/lib/contact/forms';
import { SEND_EMAIL_PATH } from '../src/lib/contact/lead-contract';
import type { CaptchaVerifierOptions } from '../netlify/functions/lib/captcha-verifier';
import { memoryLogger } from '../netlify/functions/lib/log';
import type { Env, SmtpTimeouts } from '../netlify/functions/lib/runtime-config';
import { createSendEmailHandler, type InvocationContext } from '../netlify/functions/lib/send-email-handler';
import type { SubmissionRecord } from '../netlify/functions/lib/submission';
import { type BlobsConnection, openSubmissionStore, type SubmissionStore } from '../netlify/functions/lib/submission-store';
import { startBlobs } from './blobs';
import { startSmtpSink, type SinkBehaviour, type SmtpSink } from './smtp-sink';

export const SITE_ORIGIN = 'https://www.aurelion.example';
export const CONTACT_TO = 'team@aurelion.example';
export const MAIL_FROM = 'website@aurelion.example';
/**
 * Short SMTP timeouts, for the fault tests that wait for a silent or stalling server. Only those:
 * a healthy loopback sink answers in milliseconds, but on a machine saturated by parallel builds
 * one SMTP stage can take longer than 400 ms, and a test expecting "sent" then sees a timeout.
 */
export const FAST_TIMEOUTS: SmtpTimeouts = { stageMs: 400, totalMs: 1500 };
/** Every other rig uses the production defaults (see runtime-config). */
export const SINK_TIMEOUTS: SmtpTimeouts = { stageMs: 4000, totalMs: 9000 };

/** A valid lead's fields, one sample person a kind (the forms' fields: src/lib/contact/forms.ts). */
export const SAMPLE_FIELDS = {
  contact: {
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    company: 'Analytical Engines Ltd',
    message: 'We would like to automate our invoice processing with AI.',
  },
  consultation: {
    name: 'Grace Hopper',
    email: 'grace@navy.example',
    phone: '+1 555 0100',
    company: 'Compilers Inc',
    companySize: '<50',
    bestTime: 'Weekday mornings',
    description: 'A 15-minute call about an AI readiness audit.',
  },
  chat: {
    name: 'Katherine Johnson',
    email: 'katherine@nasa.example',
    message: 'How much does a pilot project cost?',
    topics: 'pricing',
    page: '/pricing/',
    followUpOf: '',
  },
} satisfies { contact: TypedValues<'contact'>; consultation: TypedValues<'consultation'>; chat: FormValues<'chat'> };

/** A request body the function accepts for the kind: its sample fields, a fresh captcha token, an empty honeypot. */
function validEnquiry(kind: 'contact' | 'consultation', overrides: Record<string, unknown>): Record<string, unknown> {
  return { kind, ...SAMPLE_FIELDS[kind], captchaToken: makeSimulatedCaptchaToken(Date.now()), website: '', ...overrides };
}

export const validContact = (overrides: Record<string, unknown> = {}) => validEnquiry('contact', overrides);
export const validConsultation = (overrides: Record<string, unknown> = {}) => validEnquiry('consultation', overrides);

export interface RequestOptions {
  /** Idempotency-Key; null leaves it out. Default: a fresh UUID. */
  key?: string | null;
  /** Origin header; null leaves it out. Default: the site's own origin. */
  origin?: string | null;
  contentType?: string | null;
  method?: string;
  headers?: Record<string, string>;
}

/** A real Request as Netlify hands it to the function. Strings are sent as-is, other bodies as JSON. */
export function enquiryRequest(body: unknown, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (contentType !== null) headers.set('Content-Type', contentType);
  const origin = options.origin === undefined ? SITE_ORIGIN : options.origin;
  if (origin !== null) headers.set('Origin', origin);
  const key = options.key === undefined ? randomUUID() : options.key;
  if (key !== null) headers.set('Idempotency-Key', key);
  const method = options.method ?? 'POST';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(`${SITE_ORIGIN}${SEND_EMAIL_PATH}`, {
    method,
    headers,
    body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
}

export interface Clock {
  current: Date;
  advance(ms: number): void;
}

export interface Rig {
  sink: SmtpSink;
  store: SubmissionStore;
  /** For writing raw blobs behind the store's back. */
  connection: BlobsConnection;
  env: Record<string, string | undefined>;
  clock: Clock;
  /** The SMTP timeouts of this rig's handler; give the same to retry passes and commands. */
  timeouts: SmtpTimeouts;
  logLines: string[];
  outboxDir?: string;
  post(body: unknown, options?: RequestOptions, context?: InvocationContext): Promise<Response>;
  records(): Promise<SubmissionRecord[]>;
  close(): Promise<void>;
}

export interface RigOptions {
  behaviour?: SinkBehaviour;
  /** Replaces the sink's URL (server down, silent server...). null: no SMTP_URL at all. */
  smtpUrl?: string | null;
  env?: Env;
  timeouts?: SmtpTimeouts;
  captcha?: CaptchaVerifierOptions;
  /** Where the Blobs server keeps its files (default: a fresh temporary directory, removed on close). */
  blobsDirectory?: string;
}

/** Handler + real Blobs server + real SMTP sink, wired as in production but on loopback. */
export async function startRig(options: RigOptions = {}): Promise<Rig> {
  const sink = await startSmtpSink(options.behaviour ?? 'accept');
  const blobs = await startBlobs({ directory: options.blobsDirectory });
  const store = openSubmissionStore(blobs.connection);
  const smtpUrl = options.smtpUrl === undefined ? sink.url : options.smtpUrl;
  const env: Record<string, string | undefined> = {
    CONTACT_TO_EMAIL: CONTACT_TO,
    MAIL_FROM,
    URL: SITE_ORIGIN,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...options.env,
  };
  const clock: Clock = {
    current: new Date('2025-03-01T09:00:00.000Z'),
    advance(ms) {
      clock.current = new Date(clock.current.getTime() + ms);
    },
  };
  const logger = memoryLogger('send-email');
  const timeouts = options.timeouts ?? SINK_TIMEOUTS;
  const handler = createSendEmailHandler({
    openStore: () => openSubmissionStore(blobs.connection),
    env,
    now: () => clock.current,
    logger,
    smtpTimeouts: timeouts,
    captcha: options.captcha,
  });

  return {
    sink,
    store,
    connection: blobs.connection,
    env,
    clock,
    timeouts,
    logLines: logger.lines,
    post: (body, requestOptions, context) => handler(enquiryRequest(body, requestOptions), context),
    async records() {
      const references = [...(await store.listPending()).map((entry) => entry.reference), ...(await store.listSent()).map((entry) => entry.reference)];
      const found = await Promise.all([...new Set(references)].map((reference) => store.read(reference)));
      return found.filter((item): item is NonNullable<typeof item> => item !== null).map((item) => item.record);
    },
    async close() {
      await sink.close();
      await blobs.close();
    },
  };
}
