import { axeViolations } from '../../support/axe';
import { expect, gotoReady, test } from '../../support/browser-test';
import { entriesOf, siteData } from '../../support/site-content';
import { routes } from '../../src/lib/routes';
import type { ChatWords } from '../../src/lib/chat/types';

/** The chat window's title, as content/site/chat.yaml words it. */
const CHAT_TITLE = siteData<ChatWords>('chat').title;

/**
 * Accessibility in both themes, checked by axe-core in real Chromium, with no rule or element
 * excluded, in the states a visitor opens (mobile menu, portfolio and consultation dialogs, contact
 * form errors, chat window); every page as served is scanned by the every-page sweep
 * (support/every-page.ts). Then what axe cannot see: the skip link and a visible focus indicator on
 * every tab stop. Both themes: the desktop projects, and the phone projects for the mobile menu.
 */

const DESKTOP_BOTH_THEMES = { tag: ['@desktop-light', '@desktop-dark'] };
const PHONE_BOTH_THEMES = { tag: ['@phone-light', '@phone-dark'] };

// Reduced motion: sections below the fold fade in on scroll, and axe would skip (opacity 0) or
// mis-measure (mid-fade) them. With reduced motion every block shows in its final colours at once.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** What the tab walk records in the page: each stop as it receives focus, until focus returns to one already seen. */
interface TabWalk {
  wrapped: boolean;
  stops: Array<{ label: string; visible: boolean }>;
}

test('has no axe violations in the open mobile menu', PHONE_BOTH_THEMES, async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await axeViolations(page, '/ (mobile menu open)')).toEqual([]);
});

test.describe('dialogs, form errors and chat', DESKTOP_BOTH_THEMES, () => {
  test('has no axe violations in the open portfolio case-study dialog', async ({ page }) => {
    await gotoReady(page, '/portfolio/');
    await page.locator('[data-portfolio-card] button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, '/portfolio/ (dialog open)', 'dialog')).toEqual([]);
  });

  test('has no axe violations in the open consultation dialog', async ({ page }) => {
    await gotoReady(page, '/solutions/');
    await page.locator('[data-consultation-button]').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    expect(await axeViolations(page, '/solutions/ (consultation dialog open)', 'dialog[open]')).toEqual([]);
  });

  test('has no axe violations in the contact form showing its validation errors', async ({ page }) => {
    await gotoReady(page, '/contact/');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(page, '/contact/ (form errors shown)', 'main form')).toEqual([]);
  });

  test('has no axe violations with the chat launcher shown and the chat window open', async ({ page }) => {
    await gotoReady(page, '/about/');
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    await expect(launcher).toBeVisible();
    const problems = await axeViolations(page, '/about/ (chat launcher shown)');
    await launcher.click();
    await expect(page.getByRole('dialog', { name: CHAT_TITLE })).toBeVisible();
    problems.push(...(await axeViolations(page, '/about/ (chat window open)')));
    expect(problems).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('reaches the skip link first, and it moves focus to the main content', async ({ page }) => {
    await gotoReady(page, routes.solution(entriesOf<{ slug: string }>('Solution')[0].slug));
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    expect(first).toEqual({ text: 'Skip to content', href: '#main' });
    // Visible while focused: inside the viewport, not parked off-screen.
    const box = await page.locator('a[href="#main"]').boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  /** Pages with every kind of control: cards with stretched links, dialogs' openers, forms, toggles, downloads. */
  const KEYBOARD_PAGES = ['/', '/services/', '/press/', '/newsroom/', '/auth/'];
  /** Tab presses between two looks at what the page recorded: one round trip per batch, not per press. */
  const TABS_PER_LOOK = 10;
  const MAX_TABS = 200;

  for (const path of KEYBOARD_PAGES) {
    test(`shows a visible focus indicator on every tab stop of ${path}`, DESKTOP_BOTH_THEMES, async ({ page }) => {
      await gotoReady(page, path);
      // Each element Tab focuses is judged as it receives focus, until focus comes back to one already seen.
      await page.evaluate(() => {
        const seen = new Set<Element>();
        const walk: TabWalk = { wrapped: false, stops: [] };
        (window as unknown as { __tabWalk: TabWalk }).__tabWalk = walk;
        document.addEventListener('focusin', (event) => {
          const el = event.target;
          if (walk.wrapped || !(el instanceof HTMLElement) || el === document.body) return;
          if (seen.has(el)) {
            walk.wrapped = true;
            return;
          }
          seen.add(el);
          const own = getComputedStyle(el);
          const hasOwnRing = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0;
          // Cards draw the ring on the whole card around a stretched link (:focus-within).
          const card = el.parentElement?.closest<HTMLElement>(
            '[data-portfolio-card], [data-product-card], [data-solution-card], [data-service-card], [data-press-release]',
          );
          const cardStyle = card ? getComputedStyle(card) : null;
          const hasCardRing = Boolean(cardStyle && cardStyle.outlineStyle !== 'none' && parseFloat(cardStyle.outlineWidth) > 0);
          const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
          walk.stops.push({ label, visible: hasOwnRing || hasCardRing || own.boxShadow !== 'none' });
        });
      });
      const readWalk = () => page.evaluate(() => (window as unknown as { __tabWalk: TabWalk }).__tabWalk);
      let walk = await readWalk();
      for (let pressed = 0; !walk.wrapped && pressed < MAX_TABS; pressed += TABS_PER_LOOK) {
        for (let press = 0; press < TABS_PER_LOOK; press += 1) await page.keyboard.press('Tab');
        walk = await readWalk();
      }
      expect(walk.wrapped).toBe(true);
      expect(walk.stops.length).toBeGreaterThan(15);
      expect(walk.stops.filter((stop) => !stop.visible).map((stop) => stop.label)).toEqual([]);
    });
  }
});
