import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newSubmission, referenceFor } from '../../netlify/functions/lib/submission';
import { openSubmissionStore, type SubmissionStore } from '../../netlify/functions/lib/submission-store';
import { leadsFromFormsCsv, parseCsv } from '../../scripts/lib/forms-csv';
import { binomialTestHalf, leadsToDetectLift, pageOf, unansweredOf, wilsonInterval, type LeadReport } from '../../scripts/lib/lead-report';
import { startBlobs } from '../../support/blobs';
import type { Attribution } from '../../src/lib/attribution';
import { nextChatLead, NO_PROGRESS } from '../../src/lib/chat/lead';
import type { ChatMessage, ChatState } from '../../src/lib/chat/types';
import { UNANSWERED_MARK } from '../../src/lib/chat/unanswered';
import { netlifyFormFieldNames } from '../../src/lib/contact/netlify-forms';
import { readEnvelope, validateEnquiry, type Enquiry } from '../../src/lib/contact/schema';

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

describe('rows of the report', () => {
  it('one page is one row: with or without its trailing slash, query or fragment', () => {
    expect(['/contact', '/contact/', '/contact?demo=true', '/contact/#form'].map(pageOf)).toEqual(Array(4).fill('/contact/'));
    expect(['/', '', '/?utm_source=x', '/media-kit.zip'].map(pageOf)).toEqual(['/', '/', '/', '/media-kit.zip']);
  });

  it('one question is one row whatever its letter case, spacing or closing punctuation; most asked first, ties alphabetically', () => {
    const at = '2026-11-20T00:00:00Z';
    const rows = unansweredOf([
      { createdAt: at, unanswered: ['Is there an API?', 'Who are you?'] },
      { createdAt: at, unanswered: ['is there an  api', ' IS THERE AN API?! ', 'Can I pay by invoice?'] },
    ]);
    expect(rows).toEqual([
      { question: 'Is there an API?', asked: 3 },
      { question: 'Can I pay by invoice?', asked: 1 },
      { question: 'Who are you?', asked: 1 },
    ]);
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

/** A project folder whose local leads store (as `netlify dev` keeps it) holds what `seed` stores, and the report run in it as an operator runs it. */
function leadsProject(seed: (store: SubmissionStore) => Promise<void>) {
  let project = '';
  beforeAll(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'leads-report-'));
    const directory = path.join(project, '.netlify/blobs-serve');
    await mkdir(directory, { recursive: true });
    const local = await startBlobs({ directory });
    await writeFile(path.join(project, '.netlify/state.json'), JSON.stringify({ siteId: local.connection.siteID }));
    await seed(openSubmissionStore(local.connection));
    await local.close();
  });
  afterAll(() => rm(project, { recursive: true, force: true }));
  return {
    file: (name: string) => path.join(project, name),
    leads: async (...args: string[]) =>
      (
        await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/leads.ts'), 'report', ...args], {
          cwd: project,
          env: { ...process.env, NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '' },
        })
      ).stdout,
  };
}

/** `npm run leads -- report` on a local store seeded with 60 + 40 + 5 leads. */
describe('npm run leads -- report', () => {
  const { leads, file } = leadsProject(async (store) => {
    const seed = async (count: number, attribution: Attribution | undefined, day: string) => {
      for (let i = 0; i < count; i += 1) {
        const record = newSubmission(enquiry, referenceFor(`${day}-${JSON.stringify(attribution)}-${i}-seed-key`), new Date(`${day}T12:00:00Z`), attribution);
        await store.create(attribution ? record : { ...record, attribution: undefined });
      }
    };
    await seed(60, { hero_variant: '1', utm_source: 'linkedin', utm_campaign: 'q4', landing_page: '/services/consulting/' }, '2026-11-20');
    await seed(40, { hero_variant: '2', landing_page: '/' }, '2026-11-21');
    await seed(5, undefined, '2026-01-05');
  });

  it('prints counts, shares with their intervals, the p-value, and sources, campaigns and landing pages largest first', async () => {
    const out = await leads();
    expect(out).toContain('105 lead(s)');
    expect(out).toMatch(
      /By hero variant \(100 with a known variant\)\n {2}1 +60 {2}60\.0 % {2}95 % CI 50\.2 %–69\.1 %\n {2}2 +40 {2}40\.0 % {2}95 % CI 30\.9 %–49\.8 %\n {2}unknown +5\n {2}exact binomial test against 50\/50: p = 0\.0569/,
    );
    expect(out).toMatch(/By source[^\n]*\n +60 {2}linkedin\n +40 {2}direct\n +5 {2}unknown/);
    expect(out).toMatch(/By campaign[^\n]*\n +60 {2}q4\n +40 {2}none\n +5 {2}unknown/);
    expect(out).toMatch(/By landing page\n +60 {2}\/services\/consulting\/\n +40 {2}\/\n +5 {2}unknown/);
    expect(out).toMatch(/could not answer[^\n]*\n {2}none/);
  });

  it('--since leaves out older leads; --json gives the same figures to a program', async () => {
    const report = JSON.parse(await leads('--since', '2026-11-21', '--json')) as LeadReport;
    expect(report.leads).toBe(40);
    expect(report.heroVariant.rows.find((row) => row.variant === '2')).toMatchObject({ leads: 40, share: 1 });
    expect(report.heroVariant.pValue).toBeCloseTo(2 / 2 ** 40, 15);
  });

  it('--csv reads Netlify Forms exports instead of the store', async () => {
    const csv = file('contact-mailed.csv');
    await writeFile(csv, 'hero_variant,created_at\n1,2026-11-20T10:00:00Z\n2,2026-11-20T11:00:00Z\n,2026-01-01T00:00:00Z\n');
    const report = JSON.parse(await leads('--csv', csv, '--json')) as LeadReport;
    expect(report.leads).toBe(3);
    expect(report.heroVariant.rows.map((row) => [row.variant, row.leads])).toEqual([
      ['1', 1],
      ['2', 1],
      ['unknown', 1],
    ]);
    expect(report.heroVariant.pValue).toBe(1);
  });
});

/**
 * A chat conversation as the window holds it once the visitor gave their address, with the
 * questions the assistant found no answer to marked (its engine decides that; here the test does).
 */
const conversation = (questions: { text: string; unanswered?: true }[]): ChatState => {
  const visitor = (text: string, i: number): ChatMessage => ({ id: `v${i}`, text, isBot: false, timestamp: 0 });
  const bot = (i: number): ChatMessage => ({ id: `b${i}`, text: 'A reply.', isBot: true, timestamp: 0 });
  const messages = [visitor('Grace Hopper', 0), bot(0), visitor('grace@navy.example', 1), bot(1)];
  questions.forEach((question, i) => messages.push({ ...visitor(question.text, i + 2), ...(question.unanswered ? { unanswered: true } : {}) }, bot(i + 2)));
  return { step: 'chat', visitor: { name: 'Grace Hopper', email: 'grace@navy.example' }, messages };
};

/** The enquiry send-email stores for a conversation: the chat's own payload through the function's own schema. */
const chatEnquiry = (state: ChatState, followUpOf = ''): Enquiry => {
  const payload = nextChatLead(state, followUpOf ? { sentUpTo: 4, reference: followUpOf } : NO_PROGRESS, '/');
  const envelope = readEnvelope({ ...payload, captchaToken: 'simulated-captcha-1750000000000' });
  const result = envelope.ok ? validateEnquiry(envelope.envelope) : null;
  if (!result?.ok) throw new Error('The chat lead was refused');
  return result.enquiry;
};

describe('npm run leads -- report: what visitors asked that the site does not answer', () => {
  const epic = { text: 'Do you integrate with Epic?', unanswered: true as const };
  const first = conversation([epic, { text: 'what does it cost?' }]);
  const second = conversation([
    { text: 'do you integrate  with EPIC', unanswered: true },
    { text: 'Is there an on-premise edition?', unanswered: true },
  ]);
  const later = conversation([{ text: 'Do you have an office in Lyon?', unanswered: true }, epic]);
  // A contact form's message is the visitor's own text: a line that looks marked is not the assistant's mark.
  const forged = { ...enquiry, message: `${UNANSWERED_MARK} Free tickets?` };

  const { leads, file } = leadsProject(async (store) => {
    const put = (what: Enquiry, key: string, day: string, landing_page: string) =>
      store.create(newSubmission(what, referenceFor(`${key}-seed-key-chat`), new Date(`${day}T12:00:00Z`), { landing_page }));
    await put(chatEnquiry(first), 'first', '2026-11-20', '/contact');
    await put(chatEnquiry(second), 'second', '2026-11-21', '/contact/');
    await put(chatEnquiry(later, referenceFor('second-seed-key-chat')), 'later', '2026-11-22', '/contact/');
    await put(forged, 'forged', '2026-11-22', '/');
  });

  it('lists the questions most asked first with how often, counting a follow-up’s questions but not the follow-up as a lead; one page is one row', async () => {
    const out = await leads();
    expect(out).toContain('3 lead(s)');
    expect(out).toMatch(/By landing page\n +2 {2}\/contact\/\n +1 {2}\/\n(\n|$)/);
    expect(out).toMatch(
      /could not answer[^\n]*\n +3 {2}Do you integrate with Epic\?\n +1 {2}Do you have an office in Lyon\?\n +1 {2}Is there an on-premise edition\?(\n|$)/,
    );
    expect(out).not.toContain('what does it cost');
    expect(out).not.toContain('Free tickets');
  });

  it('--json and --since give a program the same list', async () => {
    const report = JSON.parse(await leads('--since', '2026-11-22', '--json')) as LeadReport;
    expect(report.leads).toBe(1);
    expect(report.unanswered).toEqual([
      { question: 'Do you have an office in Lyon?', asked: 1 },
      { question: 'Do you integrate with Epic?', asked: 1 },
    ]);
  });

  it('--csv reads them from the Netlify Forms export of the chat form, and only of the chat form', async () => {
    const header = [...netlifyFormFieldNames('chat'), 'created_at'];
    const row = (what: Enquiry, day: string, landing_page: string) => {
      const values: Record<string, string> = { ...what, landing_page, created_at: `${day}T12:00:00Z` };
      return header.map((name) => `"${(values[name] ?? '').replace(/"/g, '""')}"`).join(',');
    };
    const chat = file('chat-mailed.csv');
    const rows = [row(chatEnquiry(first), '2026-11-20', '/contact'), row(chatEnquiry(second), '2026-11-21', '/contact/')];
    await writeFile(chat, [header.join(','), ...rows, row(chatEnquiry(later, 'a'.repeat(32)), '2026-11-22', '/contact/')].join('\r\n'));
    const contact = file('contact-mailed.csv');
    await writeFile(contact, `name,message,landing_page,created_at\nAda,"${forged.message}",/contact,2026-11-22T12:00:00Z\n`);
    const report = JSON.parse(await leads('--csv', chat, '--csv', contact, '--json')) as LeadReport;
    expect(report.leads).toBe(3);
    expect(report.byLandingPage).toEqual([{ value: '/contact/', leads: 3 }]);
    expect(report.unanswered).toEqual([
      { question: 'Do you integrate with Epic?', asked: 3 },
      { question: 'Do you have an office in Lyon?', asked: 1 },
      { question: 'Is there an on-premise edition?', asked: 1 },
    ]);
  });
});
