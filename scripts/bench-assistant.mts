/**
 * `npm run bench:assistant`: the chat assistant's cost, on the built site (`npm run build` first).
 * Bytes (gzip -9) it fetches once a conversation reaches its chat step, beyond the chat window:
 * its code chunk, the answer units and the search index it shares with site search; and the time
 * from a visitor's question to the answer once they are loaded, in Chromium with the CPU slowed as
 * Lighthouse's CPU-throttling calculator does from this machine's benchmark index
 * (scripts/lib/cpu-calibration.ts; `--cpu=N` fixes it), over every question of tests/data/.
 * Prints the machine it ran on.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { load as loadYaml } from 'js-yaml';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findTestChromium } from '../support/chromium.ts';
import { ANSWER_UNITS_PATH } from '../src/lib/search/answer-file.ts';
import { SEARCH_INDEX_PATH } from '../src/lib/search/index-file.ts';
import { serveCompressed } from './lib/compressed-static-server.mjs';
import { describeCpuSlowdown } from './lib/cpu-calibration.ts';
import { measureCpuSlowdown } from './lib/lighthouse-tool.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
};
const chunk = (name: string) => stats.namedChunkGroups[name].assets.map((asset) => asset.name);
const bytes = {
  code: chunk('site-answers').reduce((sum, file) => sum + gzip(file), 0),
  units: gzip(ANSWER_UNITS_PATH),
  index: gzip(SEARCH_INDEX_PATH),
  window: chunk('chat-window').reduce((sum, file) => sum + gzip(file), 0),
};

const questions = ['visitor-questions.yaml', 'visitor-questions-held-out.yaml'].flatMap((file) =>
  (loadYaml(fs.readFileSync(path.join(ROOT, 'tests/data', file), 'utf8')) as { questions: { question: string }[] }).questions.map((q) => q.question),
);
const bundle = buildSync({ entryPoints: [path.join(ROOT, 'scripts/lib/assistant-bench-entry.ts')], bundle: true, minify: true, format: 'iife', write: false })
  .outputFiles[0].text;
const context = JSON.parse(fs.readFileSync(path.join(ROOT, '.cache/chat-content.json'), 'utf8'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const server = (await serveCompressed(PUBLIC, await freePort())) as { url: string; close: () => Promise<void> };
const browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
try {
  const cpu = await measureCpuSlowdown(browser, process.argv.slice(2));
  const page = await browser.newPage();
  await page.goto(`${server.url}/about/`, { waitUntil: 'networkidle' });
  await page.addScriptTag({ content: bundle });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.multiplier });
  const times = await page.evaluate(
    async ({ paths, context, questions }) => {
      const started = performance.now();
      const [index, units] = await Promise.all(paths.map((file) => fetch(file).then((response) => response.json())));
      const ask = (window as unknown as { benchAssistant: (...args: unknown[]) => (question: string) => unknown }).benchAssistant(index, units, context);
      const loaded = performance.now() - started;
      const answers = questions.map((question) => {
        const start = performance.now();
        ask(question);
        return performance.now() - start;
      });
      return { loaded, answers };
    },
    { paths: [SEARCH_INDEX_PATH, ANSWER_UNITS_PATH], context, questions },
  );
  console.log(`Chat assistant, Chromium with the CPU slowed ${cpu.multiplier}×, served gzip on loopback`);
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(describeCpuSlowdown(cpu));
  console.log(
    `fetched at the chat step (gzip -9): code ${kb(bytes.code)}, answer units ${kb(bytes.units)}, search index ${kb(bytes.index)} (shared with site search); the chat window itself ${kb(bytes.window)}`,
  );
  console.log(`index and units fetched and loaded in ${times.loaded.toFixed(0)} ms`);
  const slowest = times.answers.indexOf(Math.max(...times.answers));
  const p90 = [...times.answers].sort((a, b) => a - b)[Math.floor(times.answers.length * 0.9)];
  console.log(
    `question → answer over ${questions.length} questions: median ${median(times.answers).toFixed(1)} ms, 90th percentile ${p90.toFixed(1)} ms, ` +
      `slowest ${times.answers[slowest].toFixed(1)} ms (question ${slowest + 1}: "${questions[slowest]}") (goal < 100 ms)`,
  );
} finally {
  await browser.close();
  await server.close();
}
