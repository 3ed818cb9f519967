#!/usr/bin/env node
// `npm run audit:headers`: grades the security headers of the local build with the MDN HTTP
// Observatory scanner (@mdn/mdn-http-observatory), the same code as the public service. Target: A+.
//
// The headers are the real ones: the build is served by `netlify dev` (netlify.toml + public/_headers),
// behind a small loopback front that does what Netlify's edge does for the scanner: TLS (a throwaway
// self-signed certificate the scanner is told to trust) and the HTTP → HTTPS redirect, both on one
// port, because the scanner only takes "host:port" and tries http:// and https:// on it.
// The scanner is installed on demand into the git-ignored .audit-tools/observatory/ (not a project
// dependency) with --ignore-scripts: its postinstall downloads data files, stubbed here instead.
// Also prints, per sample path, the CSP headers received and the Cache-Control Netlify is configured
// to send (netlify dev's static server replaces Cache-Control with its own, so that is read from the
// rules by Netlify's own parser, scripts/lib/netlify-headers.ts). Exits 1 when the grade is not A+ or a page has not exactly one CSP.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scriptHashesOf } from '../gatsby/lib/page-scripts.ts';
import { cacheControlOf, doubledHeaders, readHeaderRules, servedHeaders } from './lib/netlify-headers.ts';
import { PUBLIC_DIR, ROOT, ensureBuild, serveBuild } from './lib/serve-build.ts';
import { fetchRaw, makeCertificate, startFront } from './lib/tls-front.mjs';

const OBSERVATORY = '@mdn/mdn-http-observatory';
const OBSERVATORY_VERSION = '1.4.8';
// Its own prefix: npm prunes what a --no-save install did not list, so sharing .audit-tools/ with
// lighthouse would make each audit reinstall the other's tool.
const TOOLS = path.join(ROOT, '.audit-tools/observatory');
const PACKAGE_DIR = path.join(TOOLS, 'node_modules', OBSERVATORY);
const TARGET_GRADE = 'A+';
// Request paths whose headers are printed: pages (with and without the trailing slash, by file name,
// unknown), a bundle, page data.
const SAMPLE_PAGES = ['/', '/about', '/about/', '/about/index.html', '/contact/', '/404.html', '/no-such-page/'];

const ensureObservatory = () => {
  const manifest = path.join(PACKAGE_DIR, 'package.json');
  if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version === OBSERVATORY_VERSION) return;
  console.log(`installing ${OBSERVATORY}@${OBSERVATORY_VERSION} into .audit-tools/observatory/ (not a project dependency)`);
  fs.mkdirSync(TOOLS, { recursive: true });
  const result = spawnSync(
    'npm',
    ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', `${OBSERVATORY}@${OBSERVATORY_VERSION}`],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`could not install ${OBSERVATORY} into .audit-tools/observatory/`);
};

/**
 * The skipped postinstall downloads Chromium's HSTS preload list into conf/hsts-preload.json (the
 * scanner reads it for every scan). localhost is on no preload list, so an empty list gives the
 * same result without the network. (conf/tld-list.json is only read by its API server.)
 */
const stubDataFiles = () => {
  const preload = path.join(PACKAGE_DIR, 'conf/hsts-preload.json');
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');
};

/** Every complete build writes _headers last (gatsby/build-steps/csp-headers.ts): without it, public/ is no build to grade. */
const ensureHeadersFile = () => {
  if (!fs.existsSync(path.join(PUBLIC_DIR, '_headers')))
    throw new Error('public/ has no _headers: the build there is incomplete or out of date; run `npm run build`');
};

/**
 * Runs the scanner's own CLI entry on host:port, trusting our certificate, and returns its JSON.
 * Asynchronous on purpose: the front runs in this process and must keep answering meanwhile.
 */
const runScanner = (host, certFile) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(PACKAGE_DIR, 'src/scan.js'), host], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill(), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      let output;
      try {
        output = JSON.parse(stdout);
      } catch {
        output = { error: `no JSON on stdout (exit ${code}): ${stderr.slice(-1000)}` };
      }
      if (code !== 0 || output.error) reject(new Error(`scanner failed: ${output.error ?? stderr}`));
      else resolve(output);
    });
  });

const printScan = ({ scan, tests }) => {
  console.log(`\nMDN HTTP Observatory ${OBSERVATORY_VERSION} (algorithm ${scan.algorithmVersion}) against the local build`);
  console.log(`Grade: ${scan.grade}   Score: ${scan.score}   Tests passed: ${scan.testsPassed}/${scan.testsQuantity}   HTTP status: ${scan.statusCode}\n`);
  const rows = Object.entries(tests).map(([name, test]) => [name, test.pass ? 'pass' : 'FAIL', String(test.scoreModifier).padStart(3), test.result]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`);
};

/** Per sample page: how many CSP headers arrive, and whether they allow every inline script of the page. */
const checkPages = async (host, ca) => {
  console.log('\nContent-Security-Policy per response (through netlify dev):');
  const problems = [];
  for (const pagePath of SAMPLE_PAGES) {
    const { status, headers, body } = await fetchRaw(host, pagePath, ca);
    const policies = headers.filter(([name]) => name === 'content-security-policy').map(([, value]) => value);
    const missing = policies.length === 1 ? scriptHashesOf(body).filter((hash) => !policies[0].includes(hash)) : [];
    const verdict = policies.length === 1 ? (missing.length === 0 ? 'all inline scripts allowed' : `${missing.length} inline scripts NOT allowed`) : '';
    console.log(`  ${pagePath.padEnd(20)} ${String(status).padEnd(4)} CSP headers: ${policies.length}  ${verdict}`);
    // Unknown paths answer with the 404 page under no page rule; see docs/SECURITY.md.
    if (pagePath !== '/no-such-page/' && (policies.length !== 1 || missing.length > 0)) problems.push(pagePath);
  }
  return problems;
};

/** A few request paths of each kind that exist in this build. */
const sampleAssetPaths = () => {
  const firstFile = (dir, test) => fs.readdirSync(path.join(PUBLIC_DIR, dir), { recursive: true }).map(String).find(test);
  const bundle = fs.readdirSync(PUBLIC_DIR).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  const image = firstFile('static', (name) => /\.(png|jpe?g|webp|avif|svg)$/.test(name));
  return [
    '/',
    '/about/',
    bundle && `/${bundle}`,
    image && `/static/${image}`,
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
    '/favicon.svg',
  ].filter(Boolean);
};

/**
 * Cache-Control as Netlify is configured to send it, computed from netlify.toml and public/_headers
 * by Netlify's own parser and matching (scripts/lib/netlify-headers.ts). Flags any header that
 * two matching rules set: Netlify would send both values joined.
 */
const printCacheRules = async () => {
  const rules = await readHeaderRules({ netlifyToml: path.join(ROOT, 'netlify.toml'), headersFiles: [path.join(PUBLIC_DIR, '_headers')] });
  console.log('\nCache-Control configured per path (netlify.toml + public/_headers; netlify dev itself always sends max-age=0):');
  const overlaps = [];
  for (const samplePath of sampleAssetPaths()) {
    const served = servedHeaders(rules, samplePath);
    const setBy = served.get('cache-control')?.setBy.join(' + ') ?? "Netlify's default";
    console.log(`  ${samplePath.slice(0, 44).padEnd(44)} ${cacheControlOf(served)} (${setBy})`);
    overlaps.push(...doubledHeaders(served).map((problem) => `${samplePath}: ${problem}`));
  }
  return overlaps;
};

ensureObservatory();
stubDataFiles();
ensureBuild();
ensureHeadersFile();

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-headers-'));
const certificate = makeCertificate(tempDir);
const upstream = await serveBuild('netlify');
const front = await startFront({ upstream: upstream.url, key: certificate.key, cert: certificate.cert });
let failed = false;
try {
  console.log(`netlify dev at ${upstream.url}, HTTPS front at https://${front.host} (self-signed, trusted by the scanner only)`);
  const result = await runScanner(front.host, certificate.certFile);
  printScan(result);
  const pageProblems = await checkPages(front.host, certificate.cert);
  const overlaps = await printCacheRules();
  console.log(`\nContent-Security-Policy sent on /:\n  ${result.scan.responseHeaders['content-security-policy']}`);
  if (result.scan.grade !== TARGET_GRADE) console.log(`\nFAIL: grade ${result.scan.grade}, target ${TARGET_GRADE}`);
  for (const page of pageProblems) console.log(`FAIL: ${page} has not exactly one CSP allowing its inline scripts`);
  for (const overlap of overlaps) console.log(`FAIL: ${overlap}`);
  failed = result.scan.grade !== TARGET_GRADE || pageProblems.length > 0 || overlaps.length > 0;
  if (!failed) console.log(`\nOK: grade ${result.scan.grade}, one CSP per page, no overlapping header rules.`);
} finally {
  front.close();
  upstream.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
