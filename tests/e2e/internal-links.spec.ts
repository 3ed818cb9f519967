import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { builtPagePaths, expect, test } from '../../support/browser-test';
import { checkInternalLinks, formatLinkReport } from '../../support/link-check';

/** Every internal link and #fragment of the served build leads somewhere (plain HTTP, no browser; linkinator). */
test('has no broken internal link or #fragment on any page', async ({ baseURL }) => {
  const companyYaml = fs.readFileSync(path.resolve(__dirname, '../../content/site/company.yaml'), 'utf8');
  const { siteUrl } = load(companyYaml) as { siteUrl: string };
  const pages = builtPagePaths();
  const report = await checkInternalLinks({ baseUrl: baseURL ?? '', seeds: pages, siteUrl });
  console.log(`Link check over ${baseURL}\n${formatLinkReport(report)}`);
  // Every built page answered, besides the images and files they link to.
  expect(report.answered).toBeGreaterThan(pages.length);
  expect(report.linksChecked).toBeGreaterThan(pages.length);
  expect(report.broken).toEqual([]);
});
