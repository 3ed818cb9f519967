import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Mail from 'nodemailer/lib/mailer';
import { addressDomain } from '../../../src/lib/contact/address';
import type { ComposedEmail } from '../../../src/lib/contact/compose';
import type { MailConfig, SmtpTimeouts } from './runtime-config';

export type DeliveryOutcome =
  | { kind: 'sent'; messageId: string; outboxFile?: string }
  /** Refused connection, timeout, 4xx: worth retrying later. */
  | { kind: 'temporary'; code: string; responseCode?: number }
  /** 5xx: the server will not take this message. */
  | { kind: 'permanent'; code: string; responseCode?: number }
  | { kind: 'misconfigured'; problems: string[] };

export interface Mailer {
  deliver(mail: ComposedEmail, reference: string): Promise<DeliveryOutcome>;
}

const SENDER_NAME = 'Website contact form';

/**
 * The one message shape we send. Recipient and sender come from configuration; the visitor
 * only reaches Reply-To. The envelope is explicit so nothing can add an SMTP recipient, and
 * the Message-ID is derived from the submission so a retried send is recognisably the same.
 */
function messageFor(mail: ComposedEmail, reference: string, from: string, to: string): Mail.Options {
  return {
    from: { name: SENDER_NAME, address: from },
    to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${reference}@${addressDomain(from)}>`,
    headers: { 'X-Enquiry-Reference': reference },
    envelope: { from, to: [to] },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

interface SmtpError {
  code?: string;
  responseCode?: number;
}

function asSmtpError(error: unknown): SmtpError {
  if (typeof error !== 'object' || error === null) return {};
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
  };
}

/** Connection-level failures nodemailer reports without an SMTP reply code. */
const TEMPORARY_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'ETLS']);

/**
 * 4xx and connection trouble are temporary; 5xx is permanent. Authentication failures are
 * treated as temporary: the message is fine, the account is not, and once the operator fixes
 * the credentials the retry job delivers it.
 */
export function classifySmtpError(error: unknown): Exclude<DeliveryOutcome, { kind: 'sent' | 'misconfigured' }> {
  const { code = 'EUNKNOWN', responseCode } = asSmtpError(error);
  if (code === 'EAUTH') return { kind: 'temporary', code, responseCode };
  if (responseCode !== undefined && responseCode >= 400 && responseCode < 500) return { kind: 'temporary', code, responseCode };
  if (responseCode !== undefined && responseCode >= 500) return { kind: 'permanent', code, responseCode };
  if (TEMPORARY_CODES.has(code)) return { kind: 'temporary', code, responseCode };
  // Unknown trouble without a reply code: keep the message and let the retry job try again.
  return { kind: code === 'EMESSAGE' || code === 'EENVELOPE' ? 'permanent' : 'temporary', code, responseCode };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('SMTP send exceeded its time budget'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * nodemailer is loaded on the first delivery, not with the function: send-email answers the
 * visitor before it mails, and every cold start (each invocation, under `netlify dev`) would
 * otherwise spend its load time (70-90 ms measured here) before the answer.
 */
async function loadNodemailer() {
  const [{ default: nodemailer }, { default: SMTPTransport }] = await Promise.all([
    import('nodemailer'),
    // The file itself: ES modules cannot import a directory.
    import('nodemailer/lib/smtp-transport/index.js'),
  ]);
  return { nodemailer, SMTPTransport };
}

function smtpMailer(url: string, from: string, to: string, timeouts: SmtpTimeouts): Mailer {
  return {
    async deliver(mail, reference) {
      const { nodemailer, SMTPTransport } = await loadNodemailer();
      // Built as an SMTPTransport on purpose: nodemailer.createTransport({ url, ... }) keeps
      // only what the URL says and silently drops every other option, timeouts included.
      const transport = nodemailer.createTransport(
        new SMTPTransport({
          url,
          connectionTimeout: timeouts.stageMs,
          greetingTimeout: timeouts.stageMs,
          socketTimeout: timeouts.stageMs,
          dnsTimeout: timeouts.stageMs,
        }),
      );
      try {
        const info = await withDeadline(transport.sendMail(messageFor(mail, reference, from, to)), timeouts.totalMs);
        return { kind: 'sent', messageId: String(info.messageId ?? '') };
      } catch (error) {
        return classifySmtpError(error);
      } finally {
        transport.close();
      }
    },
  };
}

/** Local development: the composed message is written as an .eml file instead of being sent. */
function outboxMailer(directory: string, from: string, to: string): Mailer {
  return {
    async deliver(mail, reference) {
      try {
        const { nodemailer } = await loadNodemailer();
        const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
        const info = await transport.sendMail(messageFor(mail, reference, from, to));
        await mkdir(directory, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(directory, `${stamp}-${reference}.eml`);
        await writeFile(file, info.message as Buffer);
        return { kind: 'sent', messageId: String(info.messageId ?? ''), outboxFile: file };
      } catch (error) {
        return { kind: 'temporary', code: asSmtpError(error).code ?? 'EOUTBOX' };
      }
    },
  };
}

export function createMailer(config: MailConfig): Mailer {
  switch (config.mode) {
    case 'smtp':
      return smtpMailer(config.url, config.from, config.to, config.timeouts);
    case 'outbox':
      return outboxMailer(config.directory, config.from, config.to);
    case 'misconfigured':
      return { deliver: async () => ({ kind: 'misconfigured', problems: config.problems }) };
  }
}
