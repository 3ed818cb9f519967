import type { FactEntry, FactTable } from '../lib/facts';
import { loadCmsFacts, slugTaken } from './facts';

const entry = (label: string, url: string, formerSlugs: string[] = []): FactEntry => ({ label, url, retired: false, fields: {}, formerSlugs });
const table: FactTable = {
  company: {},
  entries: {
    product: { alpha: entry('Alpha One', '/products/alpha/', ['alpha-classic']), beta: entry('Beta', '/products/beta/') },
    solution: {},
    service: {},
    caseStudy: {},
    portfolio: { lens: entry('Lens', '/portfolio/lens/') },
    press: {},
    legal: {},
  },
};

describe("a CMS save checks a slug against the last build's entries", () => {
  beforeAll(() => loadCmsFacts(`data:application/json,${encodeURIComponent(JSON.stringify(table))}`));

  it("refuses a new entry's slug that another entry has or had, naming that entry", () => {
    expect(slugTaken('products', 'beta', undefined)).toEqual([
      { field: 'slug', message: 'the slug "beta" is already the address of "Beta" (/products/beta/), now or before: give this entry another slug' },
    ]);
    expect(slugTaken('products', 'alpha-classic', undefined).map((problem) => problem.message)).toEqual([expect.stringContaining('"Alpha One"')]);
    expect(slugTaken('portfolio', 'lens', undefined)).toHaveLength(1);
  });

  it('lets an entry keep its own slug or take back a former one, and a new slug pass', () => {
    expect(slugTaken('products', 'alpha', 'alpha')).toEqual([]);
    expect(slugTaken('products', 'alpha-classic', 'alpha')).toEqual([]);
    expect(slugTaken('products', 'gamma', 'alpha')).toEqual([]);
    expect(slugTaken('products', 'beta', 'alpha')).toHaveLength(1);
    expect(slugTaken('site', 'beta', undefined)).toEqual([]);
  });
});
