import type { Page } from '@playwright/test';
import { routes } from '../../src/lib/routes';
import { SEARCH_INDEX_PATH, SEARCH_UI_PATH } from '../../src/lib/search/index-file';
import { axeViolations } from '../../support/axe';
import { expect, gotoReady, test } from '../../support/browser-test';
import { entriesOf, siteData } from '../../support/site-content';

/**
 * Site search as a visitor uses it: the header's button (or "/", or the phone menu) opens the
 * dialog, results come as they type, arrows and Enter open one, Escape closes and gives focus
 * back; /search/?q= shows the same results. Words and the searched-for page come from content.
 */
const labels = siteData<{ buttonLabel: string; dialogTitle: string; inputLabel: string; noResults: string }>('search');
const product = entriesOf<{ slug: string; name: string; tagline: string }>('Product')[0];

/** Scripts and data the page fetched that belong to search. */
const watchSearchFiles = (page: Page): string[] => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === SEARCH_UI_PATH || pathname === SEARCH_INDEX_PATH) fetched.push(pathname);
  });
  return fetched;
};

const dialog = (page: Page) => page.getByRole('dialog', { name: labels.dialogTitle });
const searchBox = (page: Page) => dialog(page).getByRole('searchbox', { name: labels.inputLabel });

test.describe('site search', () => {
  test(
    'opens from the header, finds a page as the visitor types, and is driven by the keyboard',
    { tag: ['@desktop-light', '@desktop-dark'] },
    async ({ page }) => {
      const fetched = watchSearchFiles(page);
      await gotoReady(page, routes.about);
      await page.waitForLoadState('networkidle');
      expect(fetched, 'search is fetched only once the visitor opens it').toEqual([]);

      const button = page.getByRole('banner').getByRole('button', { name: labels.buttonLabel });
      await button.click();
      await expect(searchBox(page)).toBeFocused();
      await searchBox(page).pressSequentially(product.name.toLowerCase());
      const results = dialog(page).getByRole('list').getByRole('link');
      await expect(results.first()).toContainText(product.name);
      await expect(results.first().locator('mark').first()).toBeVisible();
      expect(await axeViolations(page, 'the search dialog with results')).toEqual([]);

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(button).toBeFocused();

      // "/" opens it again, with the words kept; a word that matches nothing says so.
      await page.keyboard.press('/');
      await expect(searchBox(page)).toBeFocused();
      await searchBox(page).fill('zzqxv');
      await expect(dialog(page).getByRole('status')).toHaveText(labels.noResults.replace('{query}', 'zzqxv'));

      // Arrow down moves into the results, Enter opens the one with the focus.
      await searchBox(page).fill(product.name);
      await expect(results.first()).toContainText(product.name);
      await page.keyboard.press('ArrowDown');
      await expect(results.first()).toBeFocused();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === routes.product(product.slug));
    },
  );

  test('/search/?q= shows the results, and works on a 320 px phone from the menu', { tag: ['@phone-light', '@phone-dark'] }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoReady(page, `${routes.search}?q=${encodeURIComponent(product.name)}`);
    await expect(page.locator('[data-search-results] a').first()).toContainText(product.name);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: labels.buttonLabel }).click();
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill(product.tagline.split(' ').slice(-3).join(' '));
    await expect(dialog(page).getByRole('list').getByRole('link').first()).toBeVisible();
    const overflow = await page.evaluate(() => {
      const box = document.querySelector('dialog')?.getBoundingClientRect();
      return box ? Math.max(0, box.right - window.innerWidth, -box.left) : -1;
    });
    expect(overflow, 'the dialog stays inside a 320 px screen').toBe(0);
    expect(await axeViolations(page, 'the search dialog on a phone')).toEqual([]);
  });
});
