import { type Attribution, attributionLines } from '../attribution';
import { removeInvisible } from './invisible';
import { fieldsOf, type FieldDefinition } from './forms';
import type { Enquiry } from './schema';

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

/**
 * The kind's rows in the order of their `mail.row` (./forms): a free-text value is quoted on the
 * lines under its label; an empty optional value reads as its `whenEmpty`, or its row is left out.
 */
function enquiryRows(enquiry: Enquiry): Row[] {
  const fields = fieldsOf(enquiry.kind);
  const values: Readonly<Record<string, string>> = enquiry;
  return Object.entries(fields)
    .flatMap(([name, field]: [string, FieldDefinition]) => {
      const { mail } = field;
      if (!mail) return [];
      const value = values[name] ?? '';
      if (value || field.required) return [{ row: mail.row, label: mail.label, value, multiline: field.freeText }];
      if (mail.whenEmpty === undefined) return [];
      return [{ row: mail.row, label: mail.label, value: typeof mail.whenEmpty === 'string' ? mail.whenEmpty : mail.whenEmpty(values) }];
    })
    .sort((a, b) => a.row - b.row);
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
