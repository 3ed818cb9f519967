import { readFile } from 'node:fs/promises';
import { type SubmissionStore, UnreadableRecordError } from '../../netlify/functions/lib/submission-store';
import type { SubmissionRecord } from '../../netlify/functions/lib/submission';
import { unansweredQuestions } from '../../src/lib/chat/unanswered';
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

/**
 * What the report reads of a stored lead: its time and attribution, and of a chat lead the
 * questions the assistant could not answer. No other visitor's field is read into the report.
 */
export function leadFactsOf(record: SubmissionRecord): LeadFacts {
  const facts: LeadFacts = { createdAt: record.createdAt, attribution: record.attribution };
  if (record.enquiry.kind !== 'chat') return facts;
  const unanswered = unansweredQuestions(record.enquiry.message);
  return { ...facts, ...(record.enquiry.followUpOf ? { followUp: true } : {}), ...(unanswered.length > 0 ? { unanswered } : {}) };
}

/** Every stored lead's facts (./lead-report counts a chat's follow-up only for its questions). */
export async function storedLeadFacts(store: SubmissionStore): Promise<LeadFacts[]> {
  const facts: LeadFacts[] = [];
  for (const reference of await store.listAll()) {
    const stored = await store.read(reference).catch((error: unknown) => {
      if (error instanceof UnreadableRecordError) return null;
      throw error;
    });
    if (stored) facts.push(leadFactsOf(stored.record));
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
