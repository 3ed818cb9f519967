import type { Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { STORAGE_KEYS } from '../../src/lib/timing';
import { expect, test } from '../../support/browser-test';

/**
 * What a visitor can open beyond a plain load of a built page (each of those is checked by the
 * every-page sweep) loads and hydrates with no uncaught error and no console error: each variant
 * the site reacts to (the contact page's ?demo=, both hero headlines of the home page, kept per
 * session), and client-side navigation between them. On the phone, where the most code runs
 * (the menu, the chat launcher).
 */

/** Loads beyond the plain built pages: what the address or the session changes. */
const VARIANTS: Array<{ path: string; heroVersion?: string }> = [
  { path: '/contact/?demo=true' },
  { path: '/contact/?demo=false' },
  { path: '/', heroVersion: '1' },
  { path: '/', heroVersion: '2' },
];

type Problem = { kind: 'uncaught' | 'console'; text: string };

/** Records every uncaught error and console error the page meets from now on. */
const watchProblems = (page: Page): Problem[] => {
  const problems: Problem[] = [];
  page.on('pageerror', (error) => problems.push({ kind: 'uncaught', text: error.message }));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ kind: 'console', text: `${message.text()} ${message.location().url}`.trim() });
  });
  return problems;
};

/** Loads a page, waits for hydration, then lets late effects (timers, lazy chunks) run. */
const loadAndHydrate = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  // The chat launcher appears 2 s after load; errors of the effects it starts land by then.
  await page.waitForTimeout(2_500);
};

/** Client-side navigation, as a Gatsby link does it. */
const navigateInApp = (page: Page, to: string) => page.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);

test.describe('no page error in the variants and on client-side navigation', () => {
  for (const { path, heroVersion } of VARIANTS) {
    test(
      `${path}${heroVersion ? ` (hero ${heroVersion})` : ''} loads and hydrates with no uncaught error and no console error`,
      { tag: ['@phone-light'] },
      async ({ page }) => {
        if (heroVersion) await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [STORAGE_KEYS.heroVariant, heroVersion]);
        const problems = watchProblems(page);
        await loadAndHydrate(page, path);
        if (heroVersion) await expect(page.locator('html')).toHaveAttribute('data-hero', heroVersion);
        expect({ path, problems }).toEqual({ path, problems: [] });
      },
    );
  }

  test(
    'client-side navigation from the home page to the demo request and on to the general form raises no error',
    { tag: ['@phone-light'] },
    async ({ page }) => {
      const problems = watchProblems(page);
      await loadAndHydrate(page, routes.home);
      // The h1 holds both variants' titles; innerText is the one CSS shows.
      await navigateInApp(page, routes.demo);
      await expect(page.locator('h1')).toHaveText('Request a Demo', { useInnerText: true });
      await navigateInApp(page, routes.contact);
      await expect(page.locator('h1')).toHaveText('Get in Touch', { useInnerText: true });
      // Effects of the second page's hydration land.
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
    },
  );
});
