import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getStore } from '@netlify/blobs';
import { runLeadCommand } from '../../netlify/functions/lib/lead-commands';
import { newSubmission, referenceFor } from '../../netlify/functions/lib/submission';
import { PENDING_STORE_NAME, submissionKey, SUBMISSIONS_STORE_NAME } from '../../netlify/functions/lib/submission-store';
import { memoryLogger } from '../../netlify/functions/lib/log';
import { CONTACT_TO, MAIL_FROM, startRig, validContact, type Rig } from '../../support/send-email-rig';

const ROOT = path.resolve(__dirname, '../..');
const validEnquiry = {
  kind: 'contact' as const,
  topic: 'general' as const,
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: '',
  message: 'An enquiry from before the index.',
};
const run = promisify(execFile);

// Starting a Blobs server process and the script (tsx) takes seconds on a loaded machine.
jest.setTimeout(60_000);

/**
 * `npm run leads` against the local store `netlify dev` keeps (`.netlify/blobs-serve` of the
 * project it runs in), with a real send-email handler writing to it and a real SMTP sink:
 * the mail server refuses (550), the visitor is told the lead was received, the operator fixes
 * the server and resends. Exactly one mail, whatever is run again.
 */
describe('npm run leads', () => {
  let project: string;
  let rig: Rig;

  /** The script as `npm run leads --` runs it, in the project directory, without Netlify credentials. */
  async function leads(...args: string[]): Promise<{ code: number; stdout: string }> {
    const env = { ...process.env, SMTP_URL: rig.sink.url, MAIL_FROM, CONTACT_TO_EMAIL: CONTACT_TO, NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '' };
    try {
      const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/leads.ts'), ...args], { cwd: project, env });
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    }
  }

  /** The same commands in this process, on the rig's store, printing into `lines`. */
  const commandDeps = (lines: string[]) => ({
    store: rig.store,
    env: rig.env,
    production: false,
    logger: memoryLogger('leads'),
    print: (line: string) => lines.push(line),
    smtpTimeouts: rig.timeouts,
  });

  beforeEach(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'leads-project-'));
    await mkdir(path.join(project, '.netlify/blobs-serve'), { recursive: true });
    rig = await startRig({ behaviour: 'reject-550', blobsDirectory: path.join(project, '.netlify/blobs-serve') });
    await writeFile(path.join(project, '.netlify/state.json'), JSON.stringify({ siteId: rig.connection.siteID }));
  });
  afterEach(async () => {
    await rig.close();
    await rm(project, { recursive: true, force: true });
  });

  it('550 → stored, visitor told it was received → server fixed → resend --all-failed → exactly one mail; again → none', async () => {
    const response = await rig.post(validContact());
    expect(response.status).toBe(202);
    const { status, reference } = (await response.json()) as { status: string; reference: string };
    expect(status).toBe('queued'); // the form shows "We have received your message. Our reply may be delayed."
    expect(rig.sink.received).toHaveLength(0);

    const lines: string[] = [];
    const deps = commandDeps(lines);
    expect(await runLeadCommand(['list'], deps)).toBe(0);
    expect(lines[0]).toMatch(new RegExp(`^failed\\s+${reference}\\s+received \\S+\\s+next \\S+\\s+attempts 1\\s+last permanent:550$`));
    for (const personal of ['Ada', 'Lovelace', 'analytical', 'invoice']) expect(lines.join('\n')).not.toContain(personal);

    rig.sink.behaviour = 'accept';
    const first = await leads('resend', '--all-failed');
    expect(first.stdout).toContain(`${reference}: sent`);
    expect(first.code).toBe(0);
    expect(rig.sink.received).toHaveLength(1);
    expect(rig.sink.received[0].parsed.text).toContain(`Reference: ${reference}`);

    expect(await runLeadCommand(['resend', '--all-failed'], deps)).toBe(0);
    expect(lines.at(-1)).toBe('no failed lead to send');
    expect(await runLeadCommand(['resend', reference], deps)).toBe(0);
    expect(rig.sink.received).toHaveLength(1);
    expect(await runLeadCommand(['list'], deps)).toBe(0);
    expect(lines.at(-1)).toBe('0 lead(s) not yet mailed');
  });

  it('resend <reference> sends that lead once; a sent lead is never sent again; no mail configuration → nothing touched', async () => {
    const first = (await (await rig.post(validContact())).json()) as { reference: string };
    const second = (await (await rig.post(validContact({ name: 'Charles Babbage' }))).json()) as { reference: string };
    rig.sink.behaviour = 'accept';
    const lines: string[] = [];
    const deps = commandDeps(lines);

    expect(await runLeadCommand(['resend', first.reference], { ...deps, env: { ...rig.env, SMTP_URL: undefined }, production: true })).toBe(1);
    expect(lines.at(-1)).toContain('SMTP_URL is not set');
    expect(rig.sink.received).toHaveLength(0);

    expect(await runLeadCommand(['resend', first.reference], deps)).toBe(0);
    expect(await runLeadCommand(['resend', first.reference], deps)).toBe(0);
    expect(lines.at(-1)).toMatch(new RegExp(`${first.reference}: already sent at \\S+; not sent again`));
    expect(rig.sink.received).toHaveLength(1);
    expect((await rig.records()).find((record) => record.reference === second.reference)?.state).toBe('failed');
    expect(await runLeadCommand(['bogus'], deps)).toBe(2);
  });

  it('an unreadable record is named and logged as an error (its key only) by list and reindex, never skipped silently', async () => {
    const reference = referenceFor('torn-record-key-0000000001');
    await getStore({ name: SUBMISSIONS_STORE_NAME, ...rig.connection }).set(submissionKey(reference), '{"version":1,"refer');
    await getStore({ name: PENDING_STORE_NAME, ...rig.connection }).set(reference, '');
    for (const command of ['list', 'reindex']) {
      const lines: string[] = [];
      const logger = memoryLogger('leads');
      expect(await runLeadCommand([command], { ...commandDeps(lines), logger })).toBe(0);
      expect(lines).toContain(`unreadable  ${reference}`);
      expect(logger.entries()).toEqual([expect.objectContaining({ level: 'error', event: 'unreadable-record', ref: reference })]);
    }
  });

  it('reindex files records stored before the index existed, so the retry job and list see them', async () => {
    const reference = referenceFor('stored-before-the-index-0001');
    const old = { ...newSubmission(validEnquiry, reference, rig.clock.current), state: 'queued' as const, attempts: 1 };
    await getStore({ name: SUBMISSIONS_STORE_NAME, ...rig.connection }).setJSON(submissionKey(reference), old);
    const lines: string[] = [];
    expect(await runLeadCommand(['list'], commandDeps(lines))).toBe(0);
    expect(lines).toEqual(['0 lead(s) not yet mailed']);
    expect(await runLeadCommand(['reindex'], commandDeps(lines))).toBe(0);
    expect(lines.at(-1)).toBe('1 record(s) indexed');
    expect(await runLeadCommand(['list'], commandDeps(lines))).toBe(0);
    expect(lines.at(-2)).toMatch(new RegExp(`^queued\\s+${reference}`));
  });
});
