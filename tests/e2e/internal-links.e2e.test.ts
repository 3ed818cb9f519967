import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { crawlSite, formatCrawlReport } from '../../support/link-crawler';
import { BASE_URL, builtPagePaths } from './harness';
import { ROOT } from './server';

/** Every internal link and #fragment of the served build leads somewhere (plain HTTP, no browser). */
describe('internal links of the served build', () => {
  it('has no broken internal link or #fragment on any page', async () => {
    const companyYaml = fs.readFileSync(path.join(ROOT, 'content/site/company.yaml'), 'utf8');
    const { siteUrl } = load(companyYaml) as { siteUrl: string };
    const pages = builtPagePaths();
    // Seeded with the build's page list so pages no server-rendered link reaches are checked too;
    // absolute links to the production origin count as internal (a missing page 404s there too).
    const result = await crawlSite({ baseUrl: BASE_URL, seeds: pages, sameSiteOrigins: [siteUrl] });
    console.log(`Link check over ${BASE_URL}\n${formatCrawlReport(result)}`);
    expect(result.pagesCrawled.length).toBeGreaterThanOrEqual(pages.length);
    expect(result.linksChecked).toBeGreaterThan(300);
    expect(result.broken).toEqual([]);
  });
});
