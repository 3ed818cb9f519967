import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newSubmission, referenceFor } from '../../netlify/functions/lib/submission';
import { openSubmissionStore } from '../../netlify/functions/lib/submission-store';
import { leadsFromFormsCsv, parseCsv } from '../../scripts/lib/forms-csv';
import { binomialTestHalf, leadsToDetectLift, wilsonInterval, type LeadReport } from '../../scripts/lib/lead-report';
import { startBlobs } from '../../support/blobs';
import type { Attribution } from '../../src/lib/attribution';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);
jest.setTimeout(60_000);

const enquiry = { kind: 'contact' as const, topic: 'general' as const, name: 'Ada Lovelace', email: 'ada@analytical.example', company: '', message: 'Seeded.' };

describe('the statistics, against values computed by hand', () => {
  it('60 against 40: share 60 %, Wilson 95 % interval 50.20–69.06 %, exact two-sided p = 0.0569', () => {
    const [low, high] = wilsonInterval(60, 100);
    expect(low).toBeCloseTo(0.502, 3);
    expect(high).toBeCloseTo(0.6906, 3);
    expect(binomialTestHalf(60, 100)).toBeCloseTo(0.056887, 5);
    expect(binomialTestHalf(40, 100)).toBeCloseTo(0.056887, 5);
  });

  it('small samples: 9 of 10 is p = 2 × 11/1024; 5 of 10 is p = 1', () => {
    expect(binomialTestHalf(9, 10)).toBeCloseTo((2 * 11) / 1024, 10);
    expect(binomialTestHalf(5, 10)).toBe(1);
  });

  it('a 20 % lift moves a variant to 6/11 of leads: 948 leads to see it at 5 % with 80 % power', () => {
    expect(leadsToDetectLift(0.2)).toBe(948);
  });
});

describe('Netlify Forms CSV exports', () => {
  it('reads quoted commas, doubled quotes and line breaks inside a field', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('takes each row time and attribution columns; rows from before attribution are unknown; hostile values are dropped', () => {
    const csv = [
      'name,email,utm_source,utm_campaign,hero_variant,landing_page,created_at',
      'Ada,a@b.example,newsletter,spring,2,/services/,2026-11-20T10:00:00Z',
      'Old,o@b.example,,,,,2026-01-02T10:00:00Z',
      '"Eve","e@b.example","x\nBcc: v@x.example",,3,/p?q=1,2026-11-21T10:00:00Z',
    ].join('\n');
    expect(leadsFromFormsCsv(`\uFEFF${csv}`)).toEqual([
      {
        createdAt: '2026-11-20T10:00:00.000Z',
        attribution: { utm_source: 'newsletter', utm_campaign: 'spring', hero_variant: '2', landing_page: '/services/' },
      },
      { createdAt: '2026-01-02T10:00:00.000Z' },
      { createdAt: '2026-11-21T10:00:00.000Z' },
    ]);
  });
});

/** `npm run leads -- report` as an operator runs it, on a local store seeded with 60 + 40 + 5 leads. */
describe('npm run leads -- report', () => {
  let project: string;
  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'leads-report-'));
    const directory = path.join(project, '.netlify/blobs-serve');
    await mkdir(directory, { recursive: true });
    const local = await startBlobs({ directory });
    await writeFile(path.join(project, '.netlify/state.json'), JSON.stringify({ siteId: local.connection.siteID }));
    const store = openSubmissionStore(local.connection);
    const seed = async (count: number, attribution: Attribution | undefined, day: string) => {
      for (let i = 0; i < count; i += 1) {
        const record = newSubmission(enquiry, referenceFor(`${day}-${JSON.stringify(attribution)}-${i}-seed-key`), new Date(`${day}T12:00:00Z`), attribution);
        await store.create(attribution ? record : { ...record, attribution: undefined });
      }
    };
    await seed(60, { hero_variant: '1', utm_source: 'linkedin', utm_campaign: 'q4', landing_page: '/services/consulting/' }, '2026-11-20');
    await seed(40, { hero_variant: '2', landing_page: '/' }, '2026-11-21');
    await seed(5, undefined, '2026-01-05');
    await local.close();
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  const leads = async (...args: string[]) =>
    (
      await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/leads.ts'), 'report', ...args], {
        cwd: project,
        env: { ...process.env, NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '' },
      })
    ).stdout;

  it('prints counts, shares with their intervals, the p-value, and sources, campaigns and landing pages largest first', async () => {
    const out = await leads();
    expect(out).toContain('105 lead(s)');
    expect(out).toMatch(
      /By hero variant \(100 with a known variant\)\n {2}1 +60 {2}60\.0 % {2}95 % CI 50\.2 %–69\.1 %\n {2}2 +40 {2}40\.0 % {2}95 % CI 30\.9 %–49\.8 %\n {2}unknown +5\n {2}exact binomial test against 50\/50: p = 0\.0569/,
    );
    expect(out).toMatch(/By source[^\n]*\n +60 {2}linkedin\n +40 {2}direct\n +5 {2}unknown/);
    expect(out).toMatch(/By campaign[^\n]*\n +60 {2}q4\n +40 {2}none\n +5 {2}unknown/);
    expect(out).toMatch(/By landing page\n +60 {2}\/services\/consulting\/\n +40 {2}\/\n +5 {2}unknown/);
  });

  it('--since leaves out older leads; --json gives the same figures to a program', async () => {
    const report = JSON.parse(await leads('--since', '2026-11-21', '--json')) as LeadReport;
    expect(report.leads).toBe(40);
    expect(report.heroVariant.rows.find((row) => row.variant === '2')).toMatchObject({ leads: 40, share: 1 });
    expect(report.heroVariant.pValue).toBeCloseTo(2 / 2 ** 40, 15);
  });

  it('--csv reads Netlify Forms exports instead of the store', async () => {
    const file = path.join(project, 'contact-mailed.csv');
    await writeFile(file, 'hero_variant,created_at\n1,2026-11-20T10:00:00Z\n2,2026-11-20T11:00:00Z\n,2026-01-01T00:00:00Z\n');
    const report = JSON.parse(await leads('--csv', file, '--json')) as LeadReport;
    expect(report.leads).toBe(3);
    expect(report.heroVariant.rows.map((row) => [row.variant, row.leads])).toEqual([
      ['1', 1],
      ['2', 1],
      ['unknown', 1],
    ]);
    expect(report.heroVariant.pValue).toBe(1);
  });
});
