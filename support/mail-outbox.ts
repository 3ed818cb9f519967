import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mails the functions of the browser tests' `netlify dev` would have sent: with no SMTP_URL
 * outside production they write each one as an .eml file to MAIL_OUTBOX_DIR, which
 * playwright.config.ts points at E2E_MAIL_OUTBOX. Tests share the one outbox, so each looks only
 * for mails carrying its own marker.
 */
export const outboxMailsWith = async (marker: string): Promise<ParsedMail[]> => {
  const outbox = process.env.E2E_MAIL_OUTBOX;
  if (!outbox) throw new Error('E2E_MAIL_OUTBOX is not set (playwright.config.ts sets it for the browser tests)');
  const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
  return mails.filter((mail) => `${mail.subject ?? ''}\n${mail.text ?? ''}`.includes(marker));
};
