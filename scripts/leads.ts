/**
 * `npm run leads -- <command>`: the operators' view of stored leads (docs/OPERATORS.md).
 *
 * - With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set (as for the Netlify CLI), it works on the
 *   site's Netlify Blobs in production, with production mail rules: SMTP_URL, MAIL_FROM and
 *   CONTACT_TO_EMAIL must be set in this shell for a resend.
 * - Otherwise on the local store that `netlify dev` keeps in `.netlify/blobs-serve`, with local
 *   mail rules (see ./lib/leads-store).
 */
import { LEADS_USAGE, runLeadCommand } from '../netlify/functions/lib/lead-commands';
import { consoleLogger } from '../netlify/functions/lib/log';
import { openSubmissionStore } from '../netlify/functions/lib/submission-store';
import { connectLeadsStore } from '../support/leads-store';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help') {
    console.log(LEADS_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const { connection, production, description, close } = await connectLeadsStore(process.cwd(), process.env);
  console.log(description);
  try {
    return await runLeadCommand(args, {
      store: openSubmissionStore(connection),
      env: process.env,
      production,
      logger: consoleLogger('leads'),
      print: (line) => console.log(line),
    });
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
