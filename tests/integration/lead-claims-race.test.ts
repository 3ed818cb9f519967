import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { LOCAL_STORE_DIRECTORY } from '../../netlify/functions/lib/submission-store';
import type { ClaimantJob } from '../../support/lead-claimant';
import { startRig, validContact, type Rig } from '../../support/send-email-rig';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLAIMANT = path.join(__dirname, '../../support/lead-claimant.ts');

// Each claimant is a Node process with tsx; several start at once on a loaded machine.
jest.setTimeout(180_000);

/**
 * Starts one process per job, waits until every one is ready, then lets them all act at the same
 * moment (one line on each stdin) and returns what each printed.
 */
async function runTogether(jobs: ClaimantJob[]): Promise<unknown[]> {
  const children = jobs.map((job) => spawn(TSX, [CLAIMANT, JSON.stringify(job)], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] }));
  const outputs = children.map((child) => {
    const lines = createInterface({ input: child.stdout });
    const ready = new Promise<void>((resolve, reject) => {
      lines.once('line', (line) => (line === 'ready' ? resolve() : reject(new Error(`claimant said ${line}`))));
      child.once('exit', (code) => reject(new Error(`claimant exited (${code}) before it was ready`)));
    });
    const result = ready.then(
      () =>
        new Promise<unknown>((resolve, reject) => {
          lines.once('line', (line) => resolve(JSON.parse(line)));
          child.once('exit', (code) => reject(new Error(`claimant exited (${code}) without a result`)));
        }),
    );
    return { ready, result };
  });
  await Promise.all(outputs.map((output) => output.ready));
  for (const child of children) child.stdin.write('go\n');
  return Promise.all(outputs.map((output) => output.result));
}

/** How many mails the sink received for each reference (the mail's text names it). */
function mailsPerReference(rig: Rig): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of rig.sink.received) {
    const reference = /Reference: ([0-9a-f]{32})/.exec(mail.parsed.text ?? '')?.[1] ?? 'none';
    counts.set(reference, (counts.get(reference) ?? 0) + 1);
  }
  return counts;
}

/**
 * Exactly once, whoever runs at the same time: separate processes, each with its own connection
 * to one local store (a real BlobsServer, whose own conditional writes race), and a real SMTP sink.
 */
describe('claims on a lead are atomic across processes on the local store', () => {
  let project: string;
  let rig: Rig;

  beforeEach(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'lead-claims-'));
    const directory = path.join(project, LOCAL_STORE_DIRECTORY);
    await mkdir(directory, { recursive: true });
    rig = await startRig({ blobsDirectory: directory });
    // `npm run leads` finds the site of the store as it does in a linked checkout.
    await writeFile(path.join(project, '.netlify/state.json'), JSON.stringify({ siteId: rig.connection.siteID }));
  });
  afterEach(async () => {
    await rig.close();
    await rm(project, { recursive: true, force: true });
  });

  it('5 cold-started instances given one Idempotency-Key at once: one lead, one mail, every visitor answered with its reference', async () => {
    const env = rig.env as Record<string, string>;
    for (let round = 0; round < 3; round += 1) {
      const key = randomUUID();
      const body = validContact({ message: `Round ${round}: we would like to automate our invoices.` });
      const answers = (await runTogether(
        Array.from({ length: 5 }, () => ({ role: 'send-email' as const, connection: rig.connection, env, body, key })),
      )) as Array<{
        status: number;
        body: { ok: boolean; reference: string };
      }>;
      expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 202)).toBe(true);
      expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);
    }
    const counts = mailsPerReference(rig);
    expect([...counts.values()]).toEqual([1, 1, 1]);
    expect((await rig.records()).map((record) => record.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('2 retry passes and 2 `npm run leads -- resend --all-failed` at once over 4 failed leads: 4 mails, one per lead', async () => {
    const env = rig.env as Record<string, string>;
    for (let round = 0; round < 2; round += 1) {
      rig.sink.behaviour = 'reject-550';
      for (let lead = 0; lead < 4; lead += 1) {
        expect((await rig.post(validContact({ message: `Round ${round}, lead ${lead}: an AI pilot for our clinics.` }))).status).toBe(202);
      }
      rig.sink.behaviour = 'accept';
      const before = rig.sink.received.length;
      await runTogether([
        { role: 'retry-pass', connection: rig.connection, env },
        { role: 'resend-all-failed', projectRoot: project, env },
        { role: 'retry-pass', connection: rig.connection, env },
        { role: 'resend-all-failed', projectRoot: project, env },
      ]);
      expect(rig.sink.received.length - before).toBe(4);
    }
    expect([...mailsPerReference(rig).values()]).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect((await rig.records()).every((record) => record.state === 'sent')).toBe(true);
  });
});
