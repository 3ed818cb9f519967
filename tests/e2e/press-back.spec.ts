import type { Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { EVERY_PROJECT, expect, gotoReady, test } from '../../support/browser-test';

/**
 * A press release's "Back to Press Releases": kept in view while the page scrolls, back in history
 * when the visitor came from a page of this site (by a link followed in the page or by a full page
 * load), and to /press/ otherwise. The releases are the ones the newsroom links to, whatever they are.
 */

const backButton = (page: Page) => page.getByRole('link', { name: /Back to Press Releases/ });
const releaseLinks = (page: Page) => page.locator(`main a[href^="${routes.press}"]:not([href="${routes.press}"])`);

/** The address of the first release the newsroom links to. */
const firstReleasePath = async (page: Page): Promise<string> => {
  await gotoReady(page, routes.newsroom);
  const href = await releaseLinks(page).first().getAttribute('href');
  if (!href) throw new Error(`${routes.newsroom} links to no press release`);
  return href;
};

test.describe('Back to Press Releases', () => {
  test('goes back to the newsroom after a link followed in the page (a client-side navigation)', async ({ page }) => {
    await gotoReady(page, routes.newsroom);
    await releaseLinks(page).first().click();
    await expect(page).toHaveURL(/\/press\/[^/]+\/$/);
    await backButton(page).click();
    await expect(page).toHaveURL(routes.newsroom);
  });

  test('goes back to the newsroom after a full page load from it', async ({ page }) => {
    const release = await firstReleasePath(page);
    await page.evaluate((path) => {
      window.location.href = path;
    }, release);
    await expect(page).toHaveURL(release);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await backButton(page).click();
    await expect(page).toHaveURL(routes.newsroom);
  });

  test('leads to the press list when the visitor arrived from another site or in a fresh tab', async ({ page }) => {
    const release = await firstReleasePath(page);
    await page.goto('about:blank');
    await page.goto(release, { referer: 'https://search.example/' });
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await backButton(page).click();
    await expect(page).toHaveURL(routes.press);

    const freshTab = await page.context().newPage();
    await gotoReady(freshTab, release);
    await backButton(freshTab).click();
    await expect(freshTab).toHaveURL(routes.press);
  });

  test('leads to the press list, not off the site, from a release the visitor opened from outside and then came back to', async ({ page }) => {
    const release = await firstReleasePath(page);
    await page.goto('about:blank');
    await gotoReady(page, release);
    // Follow the header's link home inside the page, then the browser's own back to the release.
    await page.locator(`header a[href="${routes.home}"]`).first().click();
    await expect(page).toHaveURL(routes.home);
    await page.goBack();
    await expect(page).toHaveURL(release);
    await backButton(page).click();
    await expect(page).toHaveURL(routes.press);
  });

  test('stays in view while the release scrolls, to its end', { tag: EVERY_PROJECT }, async ({ page }) => {
    const release = await firstReleasePath(page);
    await gotoReady(page, release);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(backButton(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(backButton(page)).toBeInViewport();
  });
});
