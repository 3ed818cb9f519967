/**
 * A Netlify Forms CSV export (Forms → a form → Download as CSV) read as leads for the report: one
 * row per submission, one column per declared field (the attribution fields are declared on every
 * lead form, src/lib/contact/netlify-forms.ts), and the submission's time.
 */
import { ATTRIBUTION_FIELDS, type Attribution, cleanAttribution } from '../../src/lib/attribution';
import { unansweredQuestions } from '../../src/lib/chat/unanswered';
import type { LeadFacts } from './lead-report';

/** RFC 4180: fields separated by commas, quoted fields may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell !== ''));
}

/** The column of the submission's time; Netlify has named it in several ways. */
const TIME_COLUMN = /^(created[ _]?at|date|submitted[ _]?at|created)$/i;

/**
 * The leads of one export. A row whose attribution columns are empty (sent before they existed)
 * is "unknown". A chat export (the only form with a followUpOf column) also gives each row's
 * unanswered questions, read from its transcript, and marks its follow-ups.
 */
export function leadsFromFormsCsv(text: string): LeadFacts[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.map((name) => name.trim().toLowerCase());
  const timeColumn = names.findIndex((name) => TIME_COLUMN.test(name));
  if (timeColumn < 0) throw new Error(`No submission time column in the CSV export (looked for created_at or date; found: ${header.join(', ')})`);
  const columns = ATTRIBUTION_FIELDS.map((field) => [field, names.indexOf(field)] as const).filter(([, index]) => index >= 0);
  const followUpColumn = names.indexOf('followupof');
  const transcriptColumn = followUpColumn < 0 ? -1 : names.indexOf('message');
  return rows.map((cells, row) => {
    const raw: Attribution = {};
    for (const [field, index] of columns) if (cells[index]?.trim()) raw[field] = cells[index].trim();
    const { attribution } = cleanAttribution(raw);
    const time = Date.parse(cells[timeColumn] ?? '');
    if (Number.isNaN(time)) throw new Error(`Row ${row + 2} of the CSV export: its ${header[timeColumn]} is not a date`);
    const unanswered = transcriptColumn < 0 ? [] : unansweredQuestions(cells[transcriptColumn] ?? '');
    return {
      createdAt: new Date(time).toISOString(),
      ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
      ...(followUpColumn >= 0 && cells[followUpColumn]?.trim() ? { followUp: true as const } : {}),
      ...(unanswered.length > 0 ? { unanswered } : {}),
    };
  });
}
