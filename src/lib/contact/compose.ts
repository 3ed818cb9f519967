import { type Attribution, attributionLines } from '../attribution';
import { removeInvisible } from './invisible';
import type { ChatEnquiry, ConsultationEnquiry, ContactEnquiry, Enquiry } from './schema';

/**
 * Builds the notification mail from fixed templates. Visitor text reaches the message only as
 * body text, as HTML-escaped body, and (the name) in the Subject after being squashed to one
 * line — so no field can add a header, and no field can inject markup.
 *
 * In the text part only the mail's own lines start at the left margin: a one-line value follows
 * its label on the label's line, and every line of the visitor's free text is quoted with "> ".
 * So a message line "Reference: …" or "Email: …" reads as quoted visitor text, never as ours.
 */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address; the caller puts it in Reply-To only. */
  replyTo: string;
}

export interface ComposeContext {
  receivedAt: Date;
  /** The submission's reference, shown to the team so they can find it in the store. */
  reference: string;
  /** Where the lead came from: the mail's "Where this lead came from" block (absent: unknown). */
  attribution?: Attribution;
}

const ATTRIBUTION_HEADING = 'Where this lead came from';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

const MAX_SUBJECT_NAME_LENGTH = 60;

/**
 * Control characters, including CR/LF and the Unicode line/paragraph separators, become spaces;
 * bidi controls and zero-width characters (./invisible) are removed.
 */
export function toSingleLine(value: string): string {
  return (
    removeInvisible(value)
      // eslint-disable-next-line no-control-regex -- matching control characters is this function's job
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function subjectName(name: string): string {
  const line = toSingleLine(name);
  return line.length > MAX_SUBJECT_NAME_LENGTH ? `${line.slice(0, MAX_SUBJECT_NAME_LENGTH - 1)}…` : line;
}

interface Row {
  label: string;
  value: string;
  multiline?: boolean;
}

function contactRows(enquiry: ContactEnquiry): Row[] {
  return [
    { label: 'Name', value: enquiry.name },
    { label: 'Email', value: enquiry.email },
    { label: 'Company', value: enquiry.company || 'Not provided' },
    { label: 'Message', value: enquiry.message, multiline: true },
  ];
}

function consultationRows(enquiry: ConsultationEnquiry): Row[] {
  return [
    { label: 'Name', value: enquiry.name },
    { label: 'Email', value: enquiry.email },
    { label: 'Phone', value: enquiry.phone },
    { label: 'Company', value: enquiry.company },
    { label: 'Company size', value: enquiry.companySize },
    { label: 'Best time to reach', value: enquiry.bestTime },
    { label: 'Description', value: enquiry.description, multiline: true },
  ];
}

function chatRows(enquiry: ChatEnquiry): Row[] {
  const rows: Row[] = [
    { label: 'Name', value: enquiry.name },
    { label: 'Email', value: enquiry.email },
    { label: 'Page', value: enquiry.page },
    { label: 'Topics asked about', value: enquiry.topics || 'None' },
  ];
  if (enquiry.followUpOf) rows.push({ label: 'Follow-up to reference', value: enquiry.followUpOf });
  rows.push(
    enquiry.message
      ? { label: 'The visitor wrote', value: enquiry.message, multiline: true }
      : { label: 'The visitor wrote', value: enquiry.followUpOf ? 'Nothing new' : 'Nothing after giving their e-mail' },
  );
  return rows;
}

function enquiryRows(enquiry: Enquiry): Row[] {
  switch (enquiry.kind) {
    case 'contact':
      return contactRows(enquiry);
    case 'consultation':
      return consultationRows(enquiry);
    case 'chat':
      return chatRows(enquiry);
  }
}

function headline(enquiry: Enquiry): string {
  if (enquiry.kind === 'chat') return enquiry.followUpOf ? 'Chat follow-up' : 'New chat conversation';
  if (enquiry.kind === 'consultation') return 'New consultation request';
  return enquiry.topic === 'demo' ? 'New demo request' : 'New contact message';
}

/** CR LF, CR and the Unicode line/paragraph separators all become "\n". */
const normaliseNewlines = (value: string): string => value.replace(/\r\n?|[\u2028\u2029\u0085\v\f]/g, '\n');

/** The visitor's free text, every line quoted: nothing in it starts at the margin like our own lines. */
const quoted = (value: string): string[] =>
  normaliseNewlines(value)
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'));

function renderText(title: string, rows: Row[], context: ComposeContext): string {
  const lines = [`${title} from the website`, ''];
  for (const row of rows) {
    if (row.multiline) lines.push(`${row.label}:`, ...quoted(row.value), '');
    else lines.push(`${row.label}: ${toSingleLine(row.value)}`);
  }
  lines.push(`Received: ${context.receivedAt.toISOString()}`, `Reference: ${context.reference}`, '', `${ATTRIBUTION_HEADING}:`);
  for (const line of attributionLines(context.attribution)) lines.push(`  ${line.label}: ${toSingleLine(line.value)}`);
  lines.push('');
  return lines.join('\n');
}

function renderHtml(title: string, rows: Row[], context: ComposeContext): string {
  const cell = (row: Row): string => (row.multiline ? escapeHtml(normaliseNewlines(row.value)).replace(/\n/g, '<br>\n') : escapeHtml(toSingleLine(row.value)));
  const body = rows.map((row) => `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td>${cell(row)}</td></tr>`).join('\n');
  return [
    '<!doctype html>',
    '<html><body>',
    `<h2>${escapeHtml(title)} from the website</h2>`,
    `<table cellpadding="6">\n${body}\n</table>`,
    `<p>Received: ${escapeHtml(context.receivedAt.toISOString())}<br>Reference: ${escapeHtml(context.reference)}</p>`,
    `<h3>${ATTRIBUTION_HEADING}</h3>`,
    `<table cellpadding="4">\n${attributionLines(context.attribution)
      .map((line) => `<tr><th align="left">${escapeHtml(line.label)}</th><td>${escapeHtml(toSingleLine(line.value))}</td></tr>`)
      .join('\n')}\n</table>`,
    '</body></html>',
    '',
  ].join('\n');
}

export function composeEnquiryEmail(enquiry: Enquiry, context: ComposeContext): ComposedEmail {
  const title = headline(enquiry);
  const rows = enquiryRows(enquiry);
  return {
    subject: `${title} from ${subjectName(enquiry.name)}`,
    text: renderText(title, rows, context),
    html: renderHtml(title, rows, context),
    replyTo: enquiry.email,
  };
}
