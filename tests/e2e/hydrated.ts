import { expect, type Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated the page (gatsby-browser marks <html data-hydrated>), so clicks have handlers. */
export const gotoHydrated = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
};
