/**
 * `npm run leads -- <command>`: the operators' view of stored leads (docs/OPERATORS.md).
 *
 * - With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set (as for the Netlify CLI), it works on the
 *   site's Netlify Blobs in production, with production mail rules: SMTP_URL, MAIL_FROM and
 *   CONTACT_TO_EMAIL must be set in this shell for a resend.
 * - Otherwise on the local store that `netlify dev` keeps in `.netlify/blobs-serve`, with local
 *   mail rules (see support/leads-store.ts).
 * - `report` reads the same store, or the Netlify Forms CSV exports given with --csv.
 */
import { LEADS_USAGE, runLeadCommand } from '../netlify/functions/lib/lead-commands';
import { consoleLogger } from '../netlify/functions/lib/log';
import { openSubmissionStore } from '../netlify/functions/lib/submission-store';
import { connectLeadsStore } from '../support/leads-store';
import { csvLeadFacts, printReport, readReportOptions, REPORT_USAGE, storedLeadFacts } from './lib/lead-report-command';

const print = (line: string) => console.log(line);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help') {
    print(`${LEADS_USAGE}\n${REPORT_USAGE.replace('usage:', '      ')}`);
    return args.length === 0 ? 2 : 0;
  }
  const report = args[0] === 'report' ? readReportOptions(args.slice(1)) : undefined;
  if (typeof report === 'string') {
    console.error(report);
    return 2;
  }
  if (report && report.csvFiles.length > 0) return printReport(report, await csvLeadFacts(report.csvFiles), print);

  const { connection, production, description, close } = await connectLeadsStore(process.cwd(), process.env);
  // The JSON report is the whole of standard output, so a program can read it.
  if (report?.json) console.error(description);
  else print(description);
  try {
    const store = openSubmissionStore(connection);
    if (report) return printReport(report, await storedLeadFacts(store), print);
    return await runLeadCommand(args, { store, env: process.env, production, logger: consoleLogger('leads'), print });
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
