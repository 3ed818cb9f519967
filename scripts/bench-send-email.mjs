#!/usr/bin/env node
// Benchmark (not a test): fires concurrent valid submissions at the send-email function served
// by `netlify dev`, with a real SMTP sink, and prints, per run: accepted / mailed / duplicated /
// lost / unreadable records, answer statuses and answer-time percentiles.
//
//   node scripts/bench-send-email.mjs     # 200 submissions + 20 replays, 10 in flight, then all at once; port 8899
//   BENCH_COUNT=500 BENCH_REPLAYS=50 BENCH_PORT=8899 node scripts/bench-send-email.mjs
//   BENCH_CONCURRENCY=25 node scripts/bench-send-email.mjs        # the capped run with 25 in flight
//   BENCH_BASELINE=/path/to/older/checkout node scripts/bench-send-email.mjs
//       # first the capped run against that checkout's functions (its own netlify dev on
//       # BENCH_PORT+1), so an older build is measured beside this one on the same machine
//   BENCH_SMTP_DELAY_MS=1000 node scripts/bench-send-email.mjs
//       # the sink takes that long to accept each message, as a real mail provider does
//       # (a loopback sink that answers at once hides what a visitor waits for)
//
// Every run also measures netlify dev's own floor: a function that only answers 202, served the
// same way on BENCH_PORT+2, with the same requests. Under `netlify dev` each invocation starts a
// worker thread that loads Netlify's function bootstrap, and on a small machine that start-up queue,
// not the function, is what a burst waits for; the floor shows how much of a figure is the harness.
//
// It starts its own SMTP sink (smtp-server on loopback) and one `netlify dev` per tree on its port
// (never 8888, where `npm start` serves the site) in a temporary copy of netlify/ and src/lib/, so its .netlify
// state and Blobs sandbox never touch the working tree. Replays re-send an already used
// Idempotency-Key with the same content: they must not produce a second mail. The mail of an
// accepted lead may go out after the answer: the count waits up to BENCH_SETTLE_MS for it.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSendEmailReport } from './lib/send-email-report.mjs';
import { startSink } from './lib/smtp-sink.mjs';
import { prepareSite, startNetlifyDev } from './lib/throwaway-netlify-dev.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_COUNT ?? 200);
const REPLAYS = Number(process.env.BENCH_REPLAYS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8899);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 60_000);
/** Requests in flight in the capped run (the uncapped run sends them all at once). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** An older checkout to measure beside this one (its capped run only). */
const BASELINE = process.env.BENCH_BASELINE;
const CONTACT_TO = 'bench-inbox@aurelion.example';
/** How long the sink takes to accept each message (DATA to 250). */
const SMTP_DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 0);

if ([PORT, PORT + 1, PORT + 2].includes(8888)) throw new Error('Port 8888 is where npm start serves the site; pick another BENCH_PORT.');

function body(i) {
  return JSON.stringify({
    kind: 'contact',
    name: `Bench Visitor ${String(i).padStart(4, '0')}`,
    email: `visitor${i}@bench.example`,
    company: 'Bench Co',
    message: `Benchmark message number ${i}, about AI automation.`,
    captchaToken: `simulated-captcha-${Date.now()}`,
    website: '',
    // Where the lead came from, as the browser sends it (one hostile value, dropped by name).
    attribution: { utm_source: 'bench', utm_campaign: 'load\r\nBcc: x@bench.example', landing_page: '/', hero_variant: String(1 + (i % 2)), pages_viewed: '2' },
  });
}

async function post(port, payload, key) {
  const started = performance.now();
  try {
    const response = await fetch(`http://localhost:${port}/api/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: `http://localhost:${port}` },
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

/** What the local Blobs sandbox of that netlify dev holds for these references: records per state. */
async function storeStates(dir, references) {
  const states = {};
  const root = path.join(dir, '.netlify/blobs-serve/entries');
  const sites = await readdir(root).catch(() => []);
  for (const site of sites) {
    const folder = path.join(root, site, 'site:contact-submissions/submissions');
    for (const file of await readdir(folder).catch(() => [])) {
      if (!references.has(file)) continue;
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

/** The reference send-email derives from an Idempotency-Key (netlify/functions/lib/submission.ts). */
const referenceFor = (key) => createHash('sha256').update(`idempotency:${key}`).digest('hex').slice(0, 32);

/** One run: COUNT submissions + REPLAYS replays with at most `limit` in flight; returns its figures. */
async function run(tree, sink, limit) {
  sink.byReference.clear();
  const jobs = Array.from({ length: COUNT }, (_, i) => ({ payload: body(i), key: randomUUID() }));
  const started = performance.now();
  const results = await inPool(
    [...jobs, ...jobs.slice(0, REPLAYS)].map((job) => () => post(tree.port, job.payload, job.key)),
    limit,
  );
  const wallMs = performance.now() - started;
  const firsts = results.slice(0, COUNT);
  const replays = results.slice(COUNT);
  const accepted = firsts.filter((r) => r.status >= 200 && r.status < 300 && r.json.ok);

  // Every lead the visitor was told is received must reach the sink, also when mailed after the answer.
  const expected = new Set(tree.floor ? [] : accepted.map((r) => r.json.reference));
  const settleUntil = Date.now() + SETTLE_MS;
  while ([...expected].some((ref) => !sink.byReference.has(ref)) && Date.now() < settleUntil) {
    await new Promise((r) => setTimeout(r, 200));
  }
  const references = new Set(jobs.map((job) => referenceFor(job.key)));
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const latencies = firsts.map((r) => r.ms).sort((a, b) => a - b);
  // A mail reaches the sink just before its record says `sent`: wait for the records too.
  let states = await storeStates(tree.dir, references);
  while ((states.sending ?? 0) > 0 && Date.now() < settleUntil) {
    await new Promise((r) => setTimeout(r, 200));
    states = await storeStates(tree.dir, references);
  }
  return {
    tree: tree.name,
    inFlight: limit === Infinity ? 'all' : String(limit),
    accepted: accepted.length,
    answers: [...new Set(accepted.map((r) => r.json.status))]
      .map((status) => `${status} ${accepted.filter((r) => r.json.status === status).length}`)
      .join(', '),
    mailed: tree.floor ? '-' : [...sink.byReference.keys()].filter((ref) => references.has(ref)).length,
    duplicated: tree.floor ? '-' : [...sink.byReference.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    lost: tree.floor ? '-' : [...expected].filter((ref) => !sink.byReference.has(ref)).length,
    fiveHundreds: results.filter((r) => r.status >= 500 || r.status === 0).length,
    unreadable: states.unreadable ?? 0,
    replaysAnswered: replays.filter((r) => r.status >= 200 && r.status < 300).length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    wallMs,
    statuses,
    states,
    firstRefusal: firsts.find((r) => !(r.status >= 200 && r.status < 300))?.json,
  };
}

async function startTree(name, source, port, sink) {
  const dir = await prepareSite(ROOT, source);
  const dev = await startNetlifyDev(ROOT, dir, port, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    CONTACT_TO_EMAIL: CONTACT_TO,
    MAIL_FROM: 'website@aurelion.example',
  });
  // Warm-up: the first call bundles the function.
  await post(port, body(-1), randomUUID());
  return { name, dir, port, dev, floor: !source };
}

async function stopTree(tree) {
  tree.dev.stop();
  if (process.env.BENCH_LOG) await writeFile(`${process.env.BENCH_LOG}.${tree.name}`, tree.dev.log());
  await new Promise((r) => setTimeout(r, 500)); // let netlify dev release its state folder
  await rm(tree.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

async function main() {
  const sink = await startSink({ recipient: CONTACT_TO, delayMs: SMTP_DELAY_MS });
  const trees = [];
  const rows = [];
  try {
    if (BASELINE) {
      const baseline = await startTree(`baseline (${path.basename(BASELINE)})`, BASELINE, PORT + 1, sink);
      trees.push(baseline);
      rows.push(await run(baseline, sink, CONCURRENCY));
    }
    const floor = await startTree("netlify dev's floor", null, PORT + 2, sink);
    trees.push(floor);
    rows.push(await run(floor, sink, CONCURRENCY));
    const current = await startTree('this tree', ROOT, PORT, sink);
    trees.push(current);
    rows.push(await run(current, sink, CONCURRENCY));
    rows.push(await run(current, sink, Infinity));
    rows.push(await run(floor, sink, Infinity));
  } finally {
    for (const tree of trees) await stopTree(tree);
    await sink.close();
  }

  printSendEmailReport(rows, { count: COUNT, replays: REPLAYS, smtpDelayMs: SMTP_DELAY_MS });
  const failed = rows.filter((r) => r.tree === 'this tree').some((r) => r.lost > 0 || r.duplicated > 0 || r.unreadable > 0 || r.fiveHundreds > 0);
  process.exitCode = failed || sink.wrongRecipient() > 0 ? 1 : 0;
}

await main();
