import type { Browser, Page } from 'playwright-core';
import { gotoReady, launchBrowser, newPage } from './harness';
import { eventually } from './poll';

/** The assistant's refusals, word for word (not imported: a changed constant must fail here). */
const NAME_REJECTION = "I'd appreciate a proper name so I can assist you better...";
const EMAIL_REJECTION = 'Please provide a valid email address so I can follow up with you after our conversation.';
/** The launcher shows 2 s after load; each reply is typed for 1 s. */
const LAUNCHER_DELAY_MS = 2000;
const TYPING_MS = 1000;

const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'AI Assistant' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const botMessages = (page: Page) => page.locator('[data-chat-message="bot"]');

const lastBotText = async (page: Page): Promise<string> => {
  const texts = await botMessages(page).allInnerTexts();
  return (texts[texts.length - 1] ?? '').replace(/^Assistant:\s*/, '');
};

const openChat = async (page: Page) => {
  await launcher(page).click(WAIT);
  await chatWindow(page).waitFor(WAIT);
};

/** Types into the chat field (whatever step it is labelled for) and sends with Enter. */
const say = async (page: Page, text: string) => {
  const input = chatWindow(page).locator('#chat-input');
  await input.fill(text);
  await input.press('Enter');
};

/** Waits for the bot's next reply; resolves with its text and how long it took to show. */
const sayAndAwaitReply = async (page: Page, text: string): Promise<{ reply: string; afterMs: number }> => {
  const before = await botMessages(page).count();
  const sentAt = Date.now();
  await say(page, text);
  await eventually(async () => expect(await botMessages(page).count()).toBeGreaterThan(before));
  return { reply: (await botMessages(page).nth(before).innerText()).replace(/^Assistant:\s*/, ''), afterMs: Date.now() - sentAt };
};

/** Name and e-mail accepted, options offered. */
const introduce = async (page: Page, name = 'Ada Lovelace', email = 'Ada@Example.com') => {
  await openChat(page);
  await sayAndAwaitReply(page, name);
  await sayAndAwaitReply(page, email);
  await chatWindow(page).getByRole('button', { name: 'Pricing' }).waitFor(WAIT);
};

describe('chat assistant', () => {
  test('the launcher appears after its delay, labelled, with an unread badge "1"', async () => {
    const page = await newPage(browser, { path: '/' });
    await launcher(page).waitFor(WAIT);
    // Navigation start is time 0: the launcher must not show before the spec's delay has passed.
    const shownAt = await page.evaluate(() => performance.now());
    expect(shownAt).toBeGreaterThanOrEqual(LAUNCHER_DELAY_MS);
    expect(await page.locator('[data-chat-badge]').innerText()).toBe('1');
    await page.context().close();
  });

  test('name, then email, then chat: rejections word for word, each question asked again, replies after a typing indicator', async () => {
    const page = await newPage(browser, { path: '/' });
    await openChat(page);
    expect(await lastBotText(page)).toContain('may I have your name?');
    await page.getByLabel('Your name', { exact: true }).waitFor(WAIT);
    expect(await chatLog(page).getAttribute('aria-live')).toBe('polite');

    // Invalid name: typing indicator first, then the exact rejection; still asking for the name.
    await say(page, 'admin');
    await page.locator('[data-chat-typing]').waitFor(WAIT);
    await eventually(async () => expect(await lastBotText(page)).toBe(NAME_REJECTION));
    await page.locator('[data-chat-typing]').waitFor({ state: 'detached', ...WAIT });
    await page.getByLabel('Your name', { exact: true }).waitFor(WAIT);

    const named = await sayAndAwaitReply(page, 'Ada Lovelace');
    expect(named.afterMs).toBeGreaterThanOrEqual(TYPING_MS - 50);
    expect(named.reply).toContain('Nice to meet you, Ada Lovelace!');
    await page.getByLabel('Your email address', { exact: true }).waitFor(WAIT);

    const rejected = await sayAndAwaitReply(page, 'not-an-email');
    expect(rejected.reply).toBe(EMAIL_REJECTION);
    await page.getByLabel('Your email address', { exact: true }).waitFor(WAIT);

    const thanked = await sayAndAwaitReply(page, 'Ada@Example.com');
    expect(thanked.reply).toContain('Thank you, Ada Lovelace!');
    // The options follow as a separate message.
    const window = chatWindow(page);
    for (const name of ['Book a free consultation', 'Pricing']) await window.getByRole('button', { name }).waitFor(WAIT);
    for (const name of ['Explore solutions', 'View our portfolio', 'Contact page']) await window.getByRole('link', { name }).waitFor(WAIT);
    await page.getByLabel('Your message', { exact: true }).waitFor(WAIT);

    const pricing = await sayAndAwaitReply(page, 'how much does it cost');
    expect(pricing.reply).toContain('15-minute');
    expect(pricing.reply).toContain('$200');
    await page.context().close();
  });

  test('the conversation follows the visitor to other pages, by client-side navigation and by full page load', async () => {
    const page = await newPage(browser, { path: '/' });
    await introduce(page, 'Grace Hopper', 'grace@example.com');
    const messagesBefore = await chatLog(page).innerText();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about/', WAIT);
    await chatWindow(page).waitFor(WAIT);
    await eventually(async () => expect(await chatLog(page).innerText()).toBe(messagesBefore));

    await gotoReady(page, '/services/');
    await chatWindow(page).waitFor(WAIT);
    await eventually(async () => expect(await chatLog(page).innerText()).toContain('Thank you, Grace Hopper!'));
    // Still in the chat step: a question gets an answer, not a request for a name.
    const reply = await sayAndAwaitReply(page, 'what does it cost?');
    expect(reply.reply).toContain('$200');
    await page.context().close();
  });

  test('Escape closes the window and returns focus to the launcher; closed stays closed on the next page', async () => {
    const page = await newPage(browser, { path: '/' });
    await openChat(page);
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-input'));
    await page.keyboard.press('Escape');
    await chatWindow(page).waitFor({ state: 'hidden', ...WAIT });
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open chat assistant'));

    await gotoReady(page, '/about/');
    // Opened before in this session: the launcher is back at once, without the badge, and the window stays closed.
    await launcher(page).waitFor(WAIT);
    expect(await page.locator('[data-chat-badge]').count()).toBe(0);
    expect(await chatWindow(page).count()).toBe(0);
    await page.context().close();
  });

  test('buttons do what they say: pricing answers here, contact offers mailto and tel links, consultation opens the form, solutions navigates', async () => {
    const page = await newPage(browser, { path: '/' });
    await introduce(page);
    const window = chatWindow(page);

    const before = await botMessages(page).count();
    await window.getByRole('button', { name: 'Pricing' }).last().click();
    await eventually(async () => expect(await botMessages(page).count()).toBe(before + 1));
    expect(await lastBotText(page)).toContain('$200');

    await sayAndAwaitReply(page, 'How can I contact you?');
    expect(await window.getByRole('link', { name: 'Email us' }).last().getAttribute('href')).toMatch(/^mailto:\S+@\S+/);
    expect(await window.getByRole('link', { name: 'Call us' }).last().getAttribute('href')).toMatch(/^tel:\+\d{6,}$/);

    // The chat opens the same modal as the page's own consultation button.
    const chatButton = window.getByRole('button', { name: 'Book a free consultation' }).last();
    await chatButton.click();
    const modal = page.getByRole('dialog', { name: /Book a free 15-minute consultation/ });
    await modal.waitFor(WAIT);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden', ...WAIT });

    await window.getByRole('link', { name: 'Explore solutions' }).last().click();
    await page.waitForURL('**/solutions/', WAIT);
    await chatWindow(page).waitFor(WAIT);
    await page.context().close();
  });

  test('on any page the consultation action opens the modal over the page: same address, same document, the chat kept', async () => {
    for (const path of ['/about/', '/contact/?demo=true', '/products/nova-ai/']) {
      const page = await newPage(browser, { path });
      // A marker on window survives only while the visitor stays on the same document.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await introduce(page);
      const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(loadedBefore.filter((url) => url.includes('consultation-modal'))).toEqual([]);
      const conversation = await chatLog(page).innerText();

      await chatWindow(page).getByRole('button', { name: 'Book a free consultation' }).last().click();
      const modal = page.getByRole('dialog', { name: /Book a free 15-minute consultation/ });
      await modal.waitFor(WAIT);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(path);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden', ...WAIT });
      expect(await chatLog(page).innerText()).toBe(conversation);
      if (path === '/contact/?demo=true') expect(await page.locator('h1').innerText()).toBe('Request a Demo');
      await page.context().close();
    }
  });

  test('the window is loaded on demand and fits a 375 px wide screen', async () => {
    const scripts: string[] = [];
    // Not the home page: on a phone its hero keeps the launcher away until the visitor scrolls (chat-launcher-position.e2e.test.ts).
    const page = await newPage(browser, { path: '/about/', viewport: { width: 375, height: 812 } });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await launcher(page).waitFor(WAIT);
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
    await page.context().close();
  });
});
