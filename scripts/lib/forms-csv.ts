/**
 * A Netlify Forms CSV export (Forms → a form → Download as CSV) read as leads for the report: one
 * row per submission, one column per declared field (the attribution fields are declared on every
 * lead form, src/lib/contact/netlify-forms.ts), and the submission's time.
 */
import { ATTRIBUTION_FIELDS, type Attribution, cleanAttribution } from '../../src/lib/attribution';
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

/** The leads of one export, follow-ups left out. A row whose attribution columns are empty (sent before they existed) is "unknown". */
export function leadsFromFormsCsv(text: string): LeadFacts[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.map((name) => name.trim().toLowerCase());
  const timeColumn = names.findIndex((name) => TIME_COLUMN.test(name));
  if (timeColumn < 0) throw new Error(`No submission time column in the CSV export (looked for created_at or date; found: ${header.join(', ')})`);
  const columns = ATTRIBUTION_FIELDS.map((field) => [field, names.indexOf(field)] as const).filter(([, index]) => index >= 0);
  // A chat's follow-up continues a lead already counted.
  const followUpColumn = names.indexOf('followupof');
  const leads = rows.map((cells, row) => ({ cells, row })).filter(({ cells }) => followUpColumn < 0 || !cells[followUpColumn]?.trim());
  return leads.map(({ cells, row }) => {
    const raw: Attribution = {};
    for (const [field, index] of columns) if (cells[index]?.trim()) raw[field] = cells[index].trim();
    const { attribution } = cleanAttribution(raw);
    const time = Date.parse(cells[timeColumn] ?? '');
    if (Number.isNaN(time)) throw new Error(`Row ${row + 2} of the CSV export: its ${header[timeColumn]} is not a date`);
    const createdAt = new Date(time).toISOString();
    return Object.keys(attribution).length > 0 ? { createdAt, attribution } : { createdAt };
  });
}
