// The table scripts/bench-send-email.mjs prints: one row per run, then each run's answers and store.
import os from 'node:os';

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

/** Prints the runs' figures (`rows`), each run having sent `count` submissions and `replays` replays. */
export function printSendEmailReport(rows, { count, replays, smtpDelayMs }) {
  console.log(
    `send-email benchmark: ${count} submissions + ${replays} replays per run, via netlify dev, real SMTP sink (accepting${smtpDelayMs ? ` after ${smtpDelayMs} ms per message` : ' at once'})`,
  );
  console.log(
    `machine: ${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end`,
  );
  const header = ['tree', 'in flight', 'accepted', '5xx/none', 'mailed', 'duplicated', 'lost', 'unreadable', 'p50', 'p99', 'max', 'wall'];
  const table = rows.map((r) => [
    r.tree,
    r.inFlight,
    r.accepted,
    r.fiveHundreds,
    r.mailed,
    r.duplicated,
    r.lost,
    r.unreadable,
    ms(r.p50),
    ms(r.p99),
    ms(r.max),
    ms(r.wallMs),
  ]);
  const widths = header.map((h, i) => Math.max(String(h).length, ...table.map((row) => String(row[i]).length)));
  for (const row of [header, ...table]) console.log(`  ${row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')}`);
  for (const r of rows) {
    console.log(
      `  ${r.tree}, ${r.inFlight} in flight: answers ${r.answers || '-'}; replays answered ${r.replaysAnswered}/${replays}; statuses ${JSON.stringify(r.statuses)}; store ${JSON.stringify(r.states)}`,
    );
    if (r.firstRefusal) console.log(`    first refusal: ${JSON.stringify(r.firstRefusal)}`);
  }
  console.log(
    '  (5xx/none: a 500 is netlify dev\u2019s 30 s invocation timeout, "none" no answer; lost: answered as accepted, no mail within the settle time)',
  );
}
