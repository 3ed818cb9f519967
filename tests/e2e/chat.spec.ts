import path from 'node:path';
import type { Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { readQuestions } from '../../support/answer-checks';
import { loadAssistant } from '../../support/assistant-rig';
import { CONTENT_DIR } from '../../support/content-files';
import { expect, gotoReady, test } from '../../support/browser-test';
import { entriesOf, markdownFile, siteData } from '../../support/site-content';
import type { ChatWords } from '../../src/lib/chat/types';

/**
 * The chat assistant in Chromium, on the production build. What it says is content
 * (content/site/chat.yaml, with the company's facts filled in), read from there.
 */
const words = siteData<ChatWords>('chat');
const NAME_REJECTION = words.nameRejection;
const EMAIL_REJECTION = words.emailRejection;
const label = words.actionLabels;
/** The launcher shows 2 s after load; each reply is typed for 1 s; the options follow a valid e-mail after 1.5 s. */
const LAUNCHER_DELAY_MS = 2000;
const TYPING_MS = 1000;
const FOLLOW_UP_MS = 1500;

/**
 * Every test runs on Playwright's clock: time in the page flows as usual, and where a test only
 * needs to get past one of the delays above, it moves the page's clock on by that delay instead
 * of waiting for it. The tests that check a delay itself wait for it in real time.
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

interface ChatFacts {
  freeConsultationMinutes: number;
  blockPriceUsd: number;
  blockMinutes: number;
}
const facts = siteData<ChatFacts>('company');
const PRICE = `$${facts.blockPriceUsd}`;
const FREE_MINUTES = `${facts.freeConsultationMinutes}-minute`;
const consultationModal = (page: Page) => page.getByRole('dialog', { name: `Book a free ${FREE_MINUTES} consultation` });

const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: words.title });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const botMessages = (page: Page) => page.locator('[data-chat-message="bot"]');
const lastBotMessage = (page: Page) => botMessages(page).last();

/**
 * The window's code is fetched on the click ("Loading chat assistant…" shows meanwhile): opening
 * waits for a download and its parse, which a loaded machine slows more than any other step here.
 */
const WINDOW_LOAD_TIMEOUT_MS = 45_000;

const openChat = async (page: Page) => {
  await page.clock.fastForward(LAUNCHER_DELAY_MS);
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible({ timeout: WINDOW_LOAD_TIMEOUT_MS });
};

/** Types into the chat field (whatever step it is labelled for) and sends with Enter. */
const say = async (page: Page, text: string) => {
  const input = chatWindow(page).locator('#chat-input');
  await input.fill(text);
  await input.press('Enter');
};

/**
 * Sends a message and waits for the assistant's next reply, moving the clock past its typing
 * (`inRealTime`: waiting for it); returns that reply and how long it took to show.
 */
const sayAndAwaitReply = async (page: Page, text: string, { inRealTime = false } = {}) => {
  const before = await botMessages(page).count();
  const sentAt = Date.now();
  await say(page, text);
  if (!inRealTime) await page.clock.fastForward(TYPING_MS);
  await expect(botMessages(page)).toHaveCount(before + 1);
  return { reply: botMessages(page).nth(before), afterMs: Date.now() - sentAt };
};

/** Name and e-mail accepted, options offered. */
const introduce = async (page: Page, name = 'Ada Lovelace', email = 'Ada@Example.com') => {
  await openChat(page);
  await sayAndAwaitReply(page, name);
  await sayAndAwaitReply(page, email);
  await page.clock.fastForward(FOLLOW_UP_MS);
  await expect(chatWindow(page).getByRole('button', { name: label.pricing })).toBeVisible();
};

test.describe('chat assistant', () => {
  test('the launcher appears after its delay, labelled, with an unread badge "1"', async ({ page }) => {
    await gotoReady(page, routes.home);
    await expect(launcher(page)).toBeVisible();
    // Navigation start is time 0: the launcher must not show before its delay has passed.
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(LAUNCHER_DELAY_MS);
    await expect(page.locator('[data-chat-badge]')).toHaveText('1');
  });

  test('name, then email, then chat: rejections word for word, each question asked again, replies after a typing indicator', async ({ page }) => {
    await gotoReady(page, routes.home);
    await openChat(page);
    await expect(lastBotMessage(page)).toHaveText(`Assistant: ${words.greeting}`);
    await expect(page.getByLabel('Your name', { exact: true })).toBeVisible();
    await expect(chatLog(page)).toHaveAttribute('aria-live', 'polite');

    // Invalid name: typing indicator first, then the exact rejection; still asking for the name.
    await say(page, 'admin');
    await expect(page.locator('[data-chat-typing]')).toBeVisible();
    await expect(lastBotMessage(page)).toHaveText(`Assistant: ${NAME_REJECTION}`);
    await expect(page.locator('[data-chat-typing]')).toHaveCount(0);
    await expect(page.getByLabel('Your name', { exact: true })).toBeVisible();

    const named = await sayAndAwaitReply(page, 'Ada Lovelace', { inRealTime: true });
    expect(named.afterMs).toBeGreaterThanOrEqual(TYPING_MS - 50);
    await expect(named.reply).toContainText(words.askEmail.replace('{{visitor}}', 'Ada Lovelace'));
    await expect(page.getByLabel('Your email address', { exact: true })).toBeVisible();

    const rejected = await sayAndAwaitReply(page, 'not-an-email');
    await expect(rejected.reply).toHaveText(`Assistant: ${EMAIL_REJECTION}`);
    await expect(page.getByLabel('Your email address', { exact: true })).toBeVisible();

    const thanked = await sayAndAwaitReply(page, 'Ada@Example.com');
    await expect(thanked.reply).toContainText(words.thanksForEmail.replace('{{visitor}}', 'Ada Lovelace'));
    // The options follow as a separate message.
    await page.clock.fastForward(FOLLOW_UP_MS);
    const window = chatWindow(page);
    for (const name of [label.consultation, label.pricing]) await expect(window.getByRole('button', { name })).toBeVisible();
    for (const name of [label.solutions, label.portfolio, label.contact]) await expect(window.getByRole('link', { name })).toBeVisible();
    await expect(page.getByLabel('Your message', { exact: true })).toBeVisible();

    const pricing = await sayAndAwaitReply(page, 'how much does it cost');
    await expect(pricing.reply).toContainText(FREE_MINUTES);
    await expect(pricing.reply).toContainText(PRICE);

    // What it lists comes from the entries: every case study on the site, by its title.
    const examples = await sayAndAwaitReply(page, 'show me examples');
    const caseStudies = entriesOf<{ title: string; hasCaseStudyPage: boolean }>('PortfolioItem').filter((item) => item.hasCaseStudyPage);
    expect(caseStudies.length).toBeGreaterThan(0);
    for (const { title } of caseStudies) await expect(examples.reply).toContainText(title);
  });

  test('where it asks for the e-mail, it says the conversation goes to the team and links the privacy policy', async ({ page }) => {
    await gotoReady(page, routes.about);
    await openChat(page);
    const { reply } = await sayAndAwaitReply(page, 'Ada Lovelace');
    await expect(reply).toContainText(words.askEmail.replace('{{visitor}}', 'Ada Lovelace'));
    await expect(reply.getByRole('link', { name: label.privacy })).toHaveAttribute('href', routes.legal('privacy'));
    // The link leads to the policy (content/legal/privacy.md, which says what the chat sends), the chat kept open.
    await reply.getByRole('link', { name: label.privacy }).click();
    await page.waitForURL(`**${routes.legal('privacy')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(markdownFile('legal/privacy.md').data.title));
    await expect(chatWindow(page)).toBeVisible();
  });

  test('the conversation follows the visitor to other pages, by client-side navigation and by full page load', async ({ page }) => {
    await gotoReady(page, routes.home);
    await introduce(page, 'Grace Hopper', 'grace@example.com');
    const messagesBefore = (await chatLog(page).textContent()) ?? '';

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`**${routes.about}`);
    await expect(chatWindow(page)).toBeVisible();
    await expect(chatLog(page)).toHaveText(messagesBefore);

    await gotoReady(page, routes.services);
    await expect(chatWindow(page)).toBeVisible();
    await expect(chatLog(page)).toContainText(words.thanksForEmail.replace('{{visitor}}', 'Grace Hopper'));
    // Still in the chat step: a question gets an answer, not a request for a name.
    const { reply } = await sayAndAwaitReply(page, 'what does it cost?');
    await expect(reply).toContainText(PRICE);
  });

  test('Escape closes the window and returns focus to the launcher; closed stays closed on the next page', async ({ page }) => {
    await gotoReady(page, routes.home);
    await openChat(page);
    await expect(chatWindow(page).locator('#chat-input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chatWindow(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await gotoReady(page, routes.about);
    // Opened before in this session: the launcher is back at once, without the badge, and the window stays closed.
    await expect(launcher(page)).toBeVisible();
    await expect(page.locator('[data-chat-badge]')).toHaveCount(0);
    await expect(chatWindow(page)).toHaveCount(0);
  });

  test('buttons do what they say: pricing answers here, contact offers mailto and tel links, consultation opens the form, solutions navigates', async ({
    page,
  }) => {
    await gotoReady(page, routes.home);
    await introduce(page);
    const window = chatWindow(page);

    const before = await botMessages(page).count();
    await window.getByRole('button', { name: label.pricing }).last().click();
    await page.clock.fastForward(TYPING_MS);
    await expect(botMessages(page)).toHaveCount(before + 1);
    await expect(lastBotMessage(page)).toContainText(PRICE);

    await sayAndAwaitReply(page, 'How can I contact you?');
    await expect(window.getByRole('link', { name: label.emailUs }).last()).toHaveAttribute('href', /^mailto:\S+@\S+/);
    await expect(window.getByRole('link', { name: label.callUs }).last()).toHaveAttribute('href', /^tel:\+\d{6,}$/);

    // The chat opens the same modal as the page's own consultation button.
    await window.getByRole('button', { name: label.consultation }).last().click();
    await expect(consultationModal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(consultationModal(page)).toBeHidden();

    await window.getByRole('link', { name: label.solutions }).last().click();
    await page.waitForURL(`**${routes.solutions}`);
    await expect(chatWindow(page)).toBeVisible();
  });

  const product = entriesOf<{ slug: string }>('Product')[0];
  for (const path of [routes.about, routes.demo, routes.product(product.slug)]) {
    test(`on ${path} the consultation action opens the modal over the page: same address, same document, the chat kept`, async ({ page }) => {
      await gotoReady(page, path);
      // A marker on window survives only while the visitor stays on the same document.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await introduce(page);
      const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(loadedBefore.filter((url) => url.includes('consultation-modal'))).toEqual([]);
      const conversation = (await chatLog(page).textContent()) ?? '';

      await chatWindow(page).getByRole('button', { name: label.consultation }).last().click();
      await expect(consultationModal(page)).toBeVisible();
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(path);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(consultationModal(page)).toBeHidden();
      await expect(chatLog(page)).toHaveText(conversation);
    });
  }

  test('the window is loaded on demand and fits a 375 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Not the home page: on a phone its hero keeps the launcher away until the visitor scrolls (chat-launcher-position.spec.ts).
    await gotoReady(page, routes.about);
    await expect(launcher(page)).toBeVisible();
    const loadedAtStart = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loadedAtStart.filter((url) => url.includes('chat-window'))).toEqual([]);

    await openChat(page);
    expect(scripts.some((url) => url.includes('chat-window'))).toBe(true);
    const box = await chatWindow(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
    }
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('chat assistant: answers from the pages', () => {
  /** The assistant as the build tests run it (support/assistant-rig.ts), over the same build: the first visitor question it answers with a page link. */
  const rig = () => loadAssistant(path.resolve(__dirname, '../../public'), CONTENT_DIR);
  const answerableQuestion = () => {
    for (const { question, answers } of readQuestions(path.resolve(__dirname, '../data/visitor-questions.yaml'))) {
      const reply = rig().ask(question);
      const message = reply.state.messages.at(-1);
      const link = message?.links?.find((candidate) => answers.includes(candidate.href));
      if (message && link) return { question, text: message.text, link };
    }
    throw new Error('No question of tests/data/visitor-questions.yaml is answered from the pages');
  };

  test('a question is answered with what the page says, whole, then a real link to the page; a question no page answers is said so plainly', async ({
    page,
  }) => {
    const { question, text, link: answering } = answerableQuestion();
    await gotoReady(page, routes.about);
    await introduce(page);
    const { reply } = await sayAndAwaitReply(page, question);
    await expect(reply).toContainText(text);
    const link = reply.getByRole('link', { name: answering.title, exact: true });
    await expect(link).toHaveAttribute('href', answering.href);

    // A question for the whole range, in the words of the products overview's own title, links every product by name.
    const overview = rig().units.pages.find((candidate) => candidate.path === routes.products);
    if (!overview) throw new Error(`${routes.products} is not among the answer units' pages`);
    const { reply: range } = await sayAndAwaitReply(page, `which ${overview.title} do you have?`);
    for (const product of entriesOf<{ name: string; slug: string }>('Product'))
      await expect(range.getByRole('link', { name: product.name, exact: true })).toHaveAttribute('href', routes.product(product.slug));

    const { reply: nothing } = await sayAndAwaitReply(page, 'banana bread recipe with walnuts');
    await expect(nothing).toContainText(words.notOnSite);
    await expect(nothing.getByRole('link', { name: label.contact })).toHaveAttribute('href', routes.contact);

    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === answering.href);
  });
});
