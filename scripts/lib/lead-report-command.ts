import { readFile } from 'node:fs/promises';
import { type SubmissionStore, UnreadableRecordError } from '../../netlify/functions/lib/submission-store';
import { leadsFromFormsCsv } from './forms-csv';
import { buildLeadReport, formatLeadReport, type LeadFacts } from './lead-report';

export const REPORT_USAGE = 'usage: npm run leads -- report [--since YYYY-MM-DD] [--csv FORMS_EXPORT.csv ...] [--json]';

export interface ReportOptions {
  since?: Date;
  csvFiles: string[];
  json: boolean;
}

/** The report's flags; a string is the problem with them. */
export function readReportOptions(args: readonly string[]): ReportOptions | string {
  const options: ReportOptions = { csvFiles: [], json: false };
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    if (flag === '--json') options.json = true;
    else if (flag === '--csv' && args[i + 1]) options.csvFiles.push(args[++i]);
    else if (flag === '--since' && args[i + 1] && !Number.isNaN(Date.parse(args[i + 1]))) options.since = new Date(args[++i]);
    else return `${flag}: not understood\n${REPORT_USAGE}`;
  }
  return options;
}

/** Every stored lead's time and attribution (follow-ups left out); no visitor's field is read into the report. */
export async function storedLeadFacts(store: SubmissionStore): Promise<LeadFacts[]> {
  const facts: LeadFacts[] = [];
  for (const reference of await store.listAll()) {
    const stored = await store.read(reference).catch((error: unknown) => {
      if (error instanceof UnreadableRecordError) return null;
      throw error;
    });
    const { record } = stored ?? {};
    // A chat's follow-up continues a lead already counted.
    if (record && !(record.enquiry.kind === 'chat' && record.enquiry.followUpOf)) facts.push({ createdAt: record.createdAt, attribution: record.attribution });
  }
  return facts;
}

/** The leads of the Netlify Forms CSV exports named by --csv. */
export const csvLeadFacts = async (files: readonly string[]): Promise<LeadFacts[]> =>
  (await Promise.all(files.map((file) => readFile(file, 'utf8')))).flatMap(leadsFromFormsCsv);

/** Prints the report of the given leads, as text or as JSON. */
export function printReport(options: ReportOptions, leads: readonly LeadFacts[], print: (line: string) => void): number {
  const report = buildLeadReport(leads, options.since);
  if (options.json) print(JSON.stringify(report, null, 2));
  else for (const line of formatLeadReport(report)) print(line);
  return 0;
}
