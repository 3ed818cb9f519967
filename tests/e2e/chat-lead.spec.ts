import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { topicsAskedAbout } from '../../src/lib/chat/lead';
import { routes } from '../../src/lib/routes';
import { expect, gotoReady, test } from '../../support/browser-test';
import { siteData } from '../../support/site-content';
import type { ChatWords } from '../../src/lib/chat/types';
import { ROOT, startNetlifyDev, stopNetlifyDev } from '../../support/netlify-dev';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { scratchServer } from '../../support/scratch-site';

/**
 * The chat's leads in Chromium, against a `netlify dev` of their own whose functions mail to a
 * real SMTP sink on loopback (a scratch copy of the server side: its own function bundles and
 * local store). A visitor who gives a name and an e-mail, asks something and leaves is one mail
 * to sales and one Netlify Forms entry; one who gives no valid e-mail is nothing.
 *
 * The Forms entry: under `netlify dev` the urlencoded POST reaches submission-created, which logs
 * one `"event":"forms-entry"` line naming the lead's reference; it is read from the server's log.
 * send-email may answer before it talks to SMTP, so mails are awaited with expect.poll.
 */
// E2E_PORT + 1 is the visual tests' server and + 3 the lead-recovery test's; startNetlifyDev
// refuses a port that already answers.
const PORT = Number(process.env.E2E_PORT ?? 8888) + 2;
const BASE = `http://localhost:${PORT}`;
const MAIL_ENV = { MAIL_FROM: 'website@aurelion.example', CONTACT_TO_EMAIL: 'team@aurelion.example' };
const run = promisify(execFile);

let sink: SmtpSink;
let server: ChildProcess | undefined;
let project: string;
let logFile: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink('accept');
  project = scratchServer('chat-lead');
  logFile = path.join(project, 'netlify-dev.log');
  server = await startNetlifyDev({ port: PORT, env: { SMTP_URL: sink.url, ...MAIL_ENV, CONTEXT: 'dev' }, cwd: project, logFile });
});

test.afterAll(async () => {
  stopNetlifyDev(server);
  await sink?.close();
  if (project) fs.rmSync(project, { recursive: true, force: true });
});

const mailsWith = (marker: string) => sink.received.filter((mail) => `${mail.parsed.subject}\n${mail.parsed.text}`.includes(marker));

/** The lines of the server's output so far (the functions' JSON log lines among them). */
const serverLog = (): string[] => fs.readFileSync(logFile, 'utf8').split('\n');

/** The Forms entries submission-created logged for a lead's reference. */
const formsEntriesFor = (reference: string): string[] =>
  serverLog().filter((line) => line.includes('"event":"forms-entry"') && line.includes(`"ref":"${reference}"`));

/** `npm run leads -- …` in the server's project, on the store `netlify dev` uses, mailing to the sink. */
const leads = async (...args: string[]): Promise<string> => {
  const env = { ...process.env, SMTP_URL: sink.url, ...MAIL_ENV, NETLIFY_SITE_ID: '', NETLIFY_AUTH_TOKEN: '' };
  const { stdout } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/leads.ts'), ...args], { cwd: project, env });
  return stdout;
};

/** The chat window, by its title as content/site/chat.yaml words it. */
const chatWords = siteData<ChatWords>('chat');
const chatWindow = (page: Page) => page.getByRole('dialog', { name: chatWords.title });

/**
 * The chat's delays (chat.spec.ts checks them): the launcher 2 s after load, 1 s of typing before
 * each reply. Here the tests run on Playwright's clock and move the page's clock past them instead
 * of waiting; time in the page otherwise flows as usual.
 */
const LAUNCHER_DELAY_MS = 2000;
const TYPING_MS = 1000;
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});
const botMessages = (page: Page) => page.locator('[data-chat-message="bot"]');

const openChat = async (page: Page) => {
  await page.clock.fastForward(LAUNCHER_DELAY_MS);
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(chatWindow(page)).toBeVisible();
};

/** Sends a message and waits for the assistant's reply to it. */
const say = async (page: Page, text: string) => {
  const before = await botMessages(page).count();
  const input = chatWindow(page).locator('#chat-input');
  await input.fill(text);
  await input.press('Enter');
  await page.clock.fastForward(TYPING_MS);
  await expect(botMessages(page)).toHaveCount(before + 1);
};

/** Name and address accepted: waits for the options that follow the thanks (the chat holds input until then). */
const introduce = async (page: Page, name: string, email: string) => {
  await openChat(page);
  await say(page, name);
  await say(page, email);
  // The options' 1.5 s pass in real time: a visitor reads them before leaving, and the chat gets
  // its lead ready to leave in that time (it loads its sender, then waits 1 s for a captcha token).
  await expect(chatWindow(page).getByRole('button', { name: chatWords.actionLabels.pricing })).toBeVisible();
  // On a loaded machine the sender and token can come after the options (left before the sender,
  // a lead is not sent; before the token, Netlify alone mails it): this visitor reads 1.5 s more.
  await page.waitForTimeout(1_500);
};

test('a visitor gives a name and an e-mail, asks something and leaves the page: one mail to sales, one Forms entry', async ({ page }) => {
  const marker = `chat${Date.now()}`;
  const email = `ada.${marker}@analytical.example`;
  const question = `What would a voice AI pilot for our clinics cost? (${marker})`;
  await gotoReady(page, routes.solutions);
  await introduce(page, 'Ada Lovelace', email);
  await say(page, question);

  // Leaving: another site's page, a full navigation (the page's `pagehide`).
  await page.goto('about:blank');

  await expect.poll(() => mailsWith(marker).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsWith(marker);
  expect(mail.envelopeTo).toEqual([MAIL_ENV.CONTACT_TO_EMAIL]);
  expect(mail.parsed.subject).toBe('New chat conversation from Ada Lovelace');
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
  expect(mail.parsed.text).toContain(`Page: ${routes.solutions}\n`);
  expect(mail.parsed.text).toContain(`Topics asked about: ${topicsAskedAbout([question]).join(', ')}\n`);
  expect(mail.parsed.text).toContain(`> ${question}\n`);

  const reference = String(mail.parsed.headers.get('x-enquiry-reference'));
  expect(mail.parsed.text).toContain(`Reference: ${reference}\n`);
  await expect.poll(() => formsEntriesFor(reference).length, { timeout: 30_000 }).toBe(1);
  expect(formsEntriesFor(reference)[0]).toContain('"kind":"chat"');

  // Still one mail once everything has settled.
  expect(mailsWith(marker)).toHaveLength(1);
});

test('asking for a person passes the conversation to the team at once: one mail while the visitor stays, none more when they leave', async ({ page }) => {
  const marker = `chat${Date.now()}`;
  await gotoReady(page, routes.about);
  await introduce(page, 'Ada Lovelace', `ada.${marker}@analytical.example`);
  // A phrase of content/site/chat.yaml's person intent, in the visitor's sentence.
  await say(page, `Could I ${chatWords.intents.person.phrases[0]}? (${marker})`);
  await expect(botMessages(page).last()).toContainText(chatWords.passedToTeam);
  await expect.poll(() => mailsWith(marker).length, { timeout: 30_000 }).toBe(1);
  expect(mailsWith(marker)[0].parsed.text).toContain(`(${marker})`);
  await page.goto('about:blank');
  // Leaving sends nothing more: nothing was written after the handover.
  await page.waitForTimeout(3_000);
  expect(mailsWith(marker)).toHaveLength(1);
});

test('a chat lead the mail server refuses is stored like any other: `npm run leads -- list` shows it, a resend mails it once', async ({ page }) => {
  const marker = `chat${Date.now()}`;
  sink.behaviour = 'reject-550';
  try {
    await gotoReady(page, routes.solutions);
    await introduce(page, 'Ada Lovelace', `ada.${marker}@analytical.example`);
    await say(page, `Please call me back (${marker})`);
    await page.goto('about:blank');
    await expect.poll(async () => (await leads('list')).match(/^failed\s+([0-9a-f]{32})\s/m)?.[1], { timeout: 60_000 }).toBeTruthy();
  } finally {
    sink.behaviour = 'accept';
  }
  const listed = await leads('list');
  expect(listed).not.toContain('Ada');
  expect(mailsWith(marker)).toHaveLength(0);
  await leads('resend', '--all-failed');
  expect(mailsWith(marker)).toHaveLength(1);
  expect(mailsWith(marker)[0].parsed.subject).toBe('New chat conversation from Ada Lovelace');
});

test('one conversation is one lead: closing the chat sends it; what is written after goes in a follow-up naming its reference', async ({ page }) => {
  const marker = `chat${Date.now()}`;
  await gotoReady(page, routes.about);
  await introduce(page, 'Grace Hopper', `grace.${marker}@navy.example`);
  await say(page, `Do you have examples of your projects? ${marker}`);
  await chatWindow(page).getByRole('button', { name: 'Close chat' }).click();
  await expect.poll(() => mailsWith(marker).length, { timeout: 30_000 }).toBe(1);
  const reference = String(mailsWith(marker)[0].parsed.headers.get('x-enquiry-reference'));

  await openChat(page);
  await say(page, `One more thing: can we book a call? ${marker}-later`);
  await page.close({ runBeforeUnload: true });

  await expect.poll(() => mailsWith(`${marker}-later`).length, { timeout: 30_000 }).toBe(1);
  const followUp = mailsWith(`${marker}-later`)[0];
  expect(followUp.parsed.subject).toBe('Chat follow-up from Grace Hopper');
  expect(followUp.parsed.text).toContain(`Follow-up to reference: ${reference}\n`);
  // The follow-up carries only what is new.
  expect(followUp.parsed.text).not.toContain('examples of your projects');
  expect(mailsWith(marker)).toHaveLength(2);
});

test('a visitor who gives no valid e-mail is nothing: no mail, no Forms entry, not even a refused request', async ({ browser }) => {
  const marker = `chat${Date.now()}`;
  const logLinesBefore = serverLog().length;
  const context = await browser.newContext({ baseURL: BASE });
  await context.clock.install();
  const page = await context.newPage();
  await gotoReady(page, routes.services);
  await openChat(page);
  await say(page, 'Alan Turing');
  await say(page, `not-an-address-${marker}`);
  await page.goto('about:blank');

  // A visitor who does give an address leaves after them; once that lead is in, this one would be too.
  const control = await context.newPage();
  const controlMarker = `${marker}control`;
  await gotoReady(control, routes.services);
  await introduce(control, 'Alan Turing', `alan.${controlMarker}@example.com`);
  await control.goto('about:blank');
  await expect.poll(() => mailsWith(controlMarker).length, { timeout: 30_000 }).toBe(1);
  const controlReference = String(mailsWith(controlMarker)[0].parsed.headers.get('x-enquiry-reference'));
  await expect.poll(() => formsEntriesFor(controlReference).length, { timeout: 30_000 }).toBe(1);

  // What the server saw since this test began: the control's lead only (the log has no names or addresses, so count).
  const seen = serverLog().slice(logLinesBefore);
  expect(seen.filter((line) => line.includes('"event":"forms-entry"'))).toEqual(formsEntriesFor(controlReference));
  expect(seen.filter((line) => line.includes('"fn":"send-email"') && line.includes('"event":"refused"'))).toEqual([]);
  expect(sink.received.filter((mail) => mail.raw.includes(marker) && !mail.raw.includes(controlMarker))).toEqual([]);
  await context.close();
});

/**
 * Where a lead came from: a visitor arrives from another site's article through a campaign link
 * on an inner page, views more pages, then sends a lead. The campaign, the landing page (no
 * query), the referring site's origin (no path), the hero variant seen and the contact variant go
 * with it: in the mail, in the stored record (`npm run leads -- report`) and in the Forms entry.
 */
const campaignVisit = async (page: Page, marker: string) => {
  const campaign = { utm_source: `news${marker}`, utm_medium: 'email', utm_campaign: `launch${marker}` };
  const landing = `${routes.services}?${new URLSearchParams(campaign).toString()}`;
  await page.goto(landing, { referer: `https://news.example/articles/ai-${marker}?reader=42` });
  await gotoReady(page, routes.home);
  const heroVariant = await page.evaluate(() => document.documentElement.getAttribute('data-hero'));
  return { campaign, heroVariant };
};

/** The Forms entries the browser filed (urlencoded POSTs to a page), as field maps. */
const recordFilings = (page: Page): Record<string, string>[] => {
  const filings: Record<string, string>[] = [];
  page.on('request', (request) => {
    const type = request.headers()['content-type'] ?? '';
    if (request.method() === 'POST' && type.startsWith('application/x-www-form-urlencoded'))
      filings.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
  });
  return filings;
};

test('a contact lead from a campaign link on an inner page says where it came from: mail, stored record, Forms entry', async ({ page }) => {
  const marker = `attr${Date.now()}`;
  const { campaign, heroVariant } = await campaignVisit(page, marker);
  expect(heroVariant).toMatch(/^\d$/);
  const filings = recordFilings(page);
  await gotoReady(page, routes.demo);
  const form = page.locator('form[name="contact"]');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email address').fill(`ada.${marker}@analytical.example`);
  await form.locator('textarea[name="message"]').fill(`A demo for our hospital group, please. ${marker}`);
  await form.locator('button[type="submit"]').click();

  await expect.poll(() => mailsWith(marker).length, { timeout: 30_000 }).toBe(1);
  const { text, html } = mailsWith(marker)[0].parsed;
  const block = text!.slice(text!.indexOf('Where this lead came from:'));
  expect(block).toContain(`  Campaign: source=${campaign.utm_source}, medium=${campaign.utm_medium}, campaign=${campaign.utm_campaign}, term=-, content=-\n`);
  expect(block).toContain(`  Landing page: ${routes.services}\n`);
  expect(block).toContain('  Referred by: https://news.example\n');
  expect(block).toContain(`  Hero headline seen: Variant ${heroVariant}\n`);
  expect(block).toContain('  Contact page variant: demo\n');
  expect(block).toContain('  Pages viewed: 3\n');
  expect(`${text}${html}`).not.toContain('reader=42');
  expect(`${text}${html}`).not.toContain('/articles/');

  const report = JSON.parse(await leads('report', '--json')) as {
    bySource: { value: string; leads: number }[];
    byCampaign: { value: string; leads: number }[];
  };
  expect(report.bySource).toContainEqual({ value: campaign.utm_source, leads: 1 });
  expect(report.byCampaign).toContainEqual({ value: campaign.utm_campaign, leads: 1 });

  await expect.poll(() => filings.filter((filing) => filing['form-name'] === 'contact-mailed').length, { timeout: 10_000 }).toBe(1);
  const entry = filings.find((filing) => filing['form-name'] === 'contact-mailed')!;
  expect(entry).toMatchObject({
    ...campaign,
    landing_page: routes.services,
    referrer: 'https://news.example',
    hero_variant: heroVariant,
    contact_variant: 'demo',
  });
});

test('a chat lead carries the same attribution; with Global Privacy Control only the variants, and the mail says so', async ({ browser }) => {
  const marker = `attrchat${Date.now()}`;
  const context = await browser.newContext({ baseURL: BASE });
  await context.clock.install();
  const page = await context.newPage();
  const { campaign, heroVariant } = await campaignVisit(page, marker);
  await gotoReady(page, routes.about);
  await introduce(page, 'Grace Hopper', `grace.${marker}@navy.example`);
  await say(page, `Which of your services fit a city IT team? ${marker}`);
  await page.goto('about:blank');
  await expect.poll(() => mailsWith(marker).length, { timeout: 30_000 }).toBe(1);
  const chatMail = mailsWith(marker)[0].parsed.text!;
  expect(chatMail).toContain(`source=${campaign.utm_source}, medium=${campaign.utm_medium}, campaign=${campaign.utm_campaign}`);
  expect(chatMail).toContain(`  Landing page: ${routes.services}\n`);
  expect(chatMail).toContain(`  Hero headline seen: Variant ${heroVariant}\n`);
  expect(chatMail).toContain(`  Sent from: ${routes.about}\n`);
  await context.close();

  const privateMarker = `${marker}gpc`;
  const gpcContext = await browser.newContext({ baseURL: BASE });
  await gpcContext.clock.install();
  await gpcContext.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const gpcPage = await gpcContext.newPage();
  await campaignVisit(gpcPage, privateMarker);
  await gotoReady(gpcPage, routes.about);
  await introduce(gpcPage, 'Grace Hopper', `grace.${privateMarker}@navy.example`);
  await gpcPage.goto('about:blank');
  await expect.poll(() => mailsWith(privateMarker).length, { timeout: 30_000 }).toBe(1);
  const privateMail = mailsWith(privateMarker)[0].parsed.text!;
  expect(privateMail).toContain('  Privacy: Global Privacy Control on');
  expect(privateMail).toMatch(/ {2}Hero headline seen: Variant \d\n/);
  expect(privateMail).not.toContain(`news${privateMarker}`);
  expect(privateMail).not.toContain('Landing page');
  await gpcContext.close();
});
