#!/usr/bin/env node
// Benchmark (not a test): fires concurrent valid submissions at the send-email function served
// by `netlify dev`, with a real SMTP sink, and prints accepted / mailed / duplicated / lost and
// latency percentiles.
//
//   node scripts/bench-send-email.mjs            # 200 submissions + 20 replays, port 8899
//   BENCH_COUNT=500 BENCH_REPLAYS=50 BENCH_PORT=8899 node scripts/bench-send-email.mjs
//   BENCH_CONCURRENCY=25 node scripts/bench-send-email.mjs   # at most 25 requests in flight
//
// It starts its own SMTP sink (smtp-server on loopback) and its own `netlify dev` on BENCH_PORT
// (never 8888, the lead's port) in a temporary copy of netlify/ and src/lib/, so its .netlify
// state and Blobs sandbox never touch the working tree. Replays re-send an already used
// Idempotency-Key with the same content: they must not produce a second mail.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_COUNT ?? 200);
const REPLAYS = Number(process.env.BENCH_REPLAYS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8899);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
/** Requests in flight at once; default: all of them at once. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 0) || Infinity;
const CONTACT_TO = 'bench-inbox@aurelion.example';

if (PORT === 8888) throw new Error('Port 8888 belongs to the lead’s netlify dev; pick another BENCH_PORT.');

/** SMTP sink: counts messages per X-Enquiry-Reference and checks the recipient. */
async function startSink() {
  const byReference = new Map();
  let wrongRecipient = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const reference = /^X-Enquiry-Reference:\s*(\S+)/im.exec(raw)?.[1] ?? 'missing';
        byReference.set(reference, (byReference.get(reference) ?? 0) + 1);
        const rcpt = session.envelope.rcptTo.map((r) => r.address);
        if (rcpt.length !== 1 || rcpt[0] !== CONTACT_TO) wrongRecipient += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, byReference, wrongRecipient: () => wrongRecipient, close: () => new Promise((r) => server.close(r)) };
}

/** A throwaway copy of what the function needs, so `netlify dev` keeps its state there. */
async function prepareSite() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-send-email-'));
  await cp(path.join(ROOT, 'netlify/functions'), path.join(dir, 'netlify/functions'), { recursive: true });
  await cp(path.join(ROOT, 'src/lib'), path.join(dir, 'src/lib'), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  await mkdir(path.join(dir, 'site'));
  await writeFile(path.join(dir, 'site/index.html'), '<!doctype html><title>bench</title>');
  return dir;
}

async function startNetlifyDev(dir, smtpPort) {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/netlify'),
    ['dev', '--offline', '--internal-disable-edge-functions', '--skip-gitignore', '--dir', 'site', '--functions', 'netlify/functions', '-p', String(PORT)],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BROWSER: 'none',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CONTACT_TO_EMAIL: CONTACT_TO,
        MAIL_FROM: 'website@aurelion.example',
      },
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 90_000;
  while (!/Local dev server ready/.test(log)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`netlify dev did not start:\n${log.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
    log: () => log,
  };
}

function body(i) {
  return JSON.stringify({
    kind: 'contact',
    name: `Bench Visitor ${String(i).padStart(4, '0')}`,
    email: `visitor${i}@bench.example`,
    company: 'Bench Co',
    message: `Benchmark message number ${i}, about AI automation.`,
    captchaToken: `simulated-captcha-${Date.now()}`,
    website: '',
  });
}

async function post(payload, key) {
  const started = performance.now();
  try {
    const response = await fetch(`http://localhost:${PORT}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: `http://localhost:${PORT}` },
      body: payload,
    });
    const json = await response.json().catch(() => ({}));
    return { status: response.status, json, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, json: { message: String(error) }, ms: performance.now() - started };
  }
}

/** Runs the tasks with at most `limit` in flight, keeping their order in the results. */
async function inPool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** What the local Blobs sandbox of that netlify dev holds: records per state. */
async function storeStates(dir) {
  const states = {};
  const root = path.join(dir, '.netlify/blobs-serve/entries');
  const sites = await readdir(root).catch(() => []);
  for (const site of sites) {
    const folder = path.join(root, site, 'site:contact-submissions/submissions');
    for (const file of await readdir(folder).catch(() => [])) {
      let state = 'unreadable';
      try {
        state = JSON.parse(await readFile(path.join(folder, file), 'utf8')).state;
      } catch {
        // counted as unreadable
      }
      states[state] = (states[state] ?? 0) + 1;
    }
  }
  return states;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const sink = await startSink();
  const dir = await prepareSite();
  const dev = await startNetlifyDev(dir, sink.port);
  try {
    // Warm-up: the first call bundles the function.
    await post(body(-1), randomUUID());
    sink.byReference.clear();

    const jobs = Array.from({ length: COUNT }, (_, i) => ({ payload: body(i), key: randomUUID() }));
    const replayJobs = jobs.slice(0, REPLAYS);
    const started = performance.now();
    const results = await inPool(
      [...jobs, ...replayJobs].map((job) => () => post(job.payload, job.key)),
      CONCURRENCY,
    );
    const wallMs = performance.now() - started;

    const firsts = results.slice(0, COUNT);
    const replays = results.slice(COUNT);
    const sent = firsts.filter((r) => r.status === 200 && r.json.status === 'sent');
    const queued = firsts.filter((r) => r.status === 202);
    const refused = firsts.filter((r) => r.status < 200 || r.status >= 300);

    // Let late SMTP deliveries land before counting.
    const expected = new Set(sent.map((r) => r.json.reference));
    const settleUntil = Date.now() + SETTLE_MS;
    while ([...expected].some((ref) => !sink.byReference.has(ref)) && Date.now() < settleUntil) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mailed = [...sink.byReference.keys()].filter((ref) => ref !== 'missing').length;
    const duplicated = [...sink.byReference.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const lost = [...expected].filter((ref) => !sink.byReference.has(ref)).length;
    const latencies = firsts.map((r) => r.ms).sort((a, b) => a - b);

    const statusCounts = {};
    for (const r of results) statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;

    const inFlight = CONCURRENCY === Infinity ? 'all at once' : `${CONCURRENCY} in flight`;
    console.log(`send-email benchmark: ${COUNT} submissions + ${REPLAYS} replays (${inFlight}) via netlify dev :${PORT}`);
    console.log(`  accepted   ${sent.length + queued.length} (sent ${sent.length}, queued ${queued.length}), refused ${refused.length}`);
    console.log(`  mailed     ${mailed} distinct messages at the SMTP sink`);
    console.log(`  duplicated ${duplicated} (replays answered: ${replays.filter((r) => r.status >= 200 && r.status < 300).length}/${REPLAYS})`);
    console.log(`  lost       ${lost} (answered "sent", no mail arrived)`);
    console.log(`  wrong rcpt ${sink.wrongRecipient()}`);
    console.log(
      `  latency    p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms; wall ${wallMs.toFixed(0)} ms`,
    );
    console.log(`  statuses   ${JSON.stringify(statusCounts)} (a 500 is netlify dev's 30 s invocation timeout; the function itself never answers 500)`);
    console.log(`  store      ${JSON.stringify(await storeStates(dir))}`);
    if (refused.length > 0) console.log(`  first refusal: ${JSON.stringify(refused[0].json)}`);
    process.exitCode = lost > 0 || duplicated > 0 || sink.wrongRecipient() > 0 ? 1 : 0;
  } finally {
    dev.stop();
    await sink.close();
    if (process.env.BENCH_LOG) await writeFile(process.env.BENCH_LOG, dev.log());
    await new Promise((r) => setTimeout(r, 500)); // let netlify dev release its state folder
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

await main();
