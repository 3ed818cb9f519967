import { builtPagePaths, expect, test } from '../../support/browser-test';
import { checkInternalLinks, formatLinkReport } from '../../support/link-check';
import { SITE_ORIGIN } from '../../support/site-content';

/** Every internal link and #fragment of the served build leads somewhere (plain HTTP, no browser; linkinator). */
test('has no broken internal link or #fragment on any page', async ({ baseURL }) => {
  const pages = builtPagePaths();
  // Absolute links to the build's own origin count as internal.
  const report = await checkInternalLinks({ baseUrl: baseURL ?? '', seeds: pages, siteUrl: SITE_ORIGIN });
  console.log(`Link check over ${baseURL}\n${formatLinkReport(report)}`);
  // Every built page answered, besides the images and files they link to.
  expect(report.answered).toBeGreaterThan(pages.length);
  expect(report.linksChecked).toBeGreaterThan(pages.length);
  expect(report.broken).toEqual([]);
});
