import { resolveEntryLinks } from './entry-links';
import type { FactEntry, FactTable } from './facts';

const entry = (label: string, url: string, retired = false): FactEntry => ({ label, url, retired, fields: {} });
const table: FactTable = {
  company: {},
  entries: {
    product: {
      alpha: { ...entry('Alpha One', '/products/alpha/'), formerSlugs: ['alpha-classic'] },
      beta: entry('Beta', '/products/beta/', true),
    },
    solution: {},
    service: {},
    caseStudy: {},
    portfolio: {},
    press: {},
    legal: {},
  },
};

describe('navigation links that point at entries', () => {
  it("take the entry's name and address, keep a label written beside it, and leave a retired entry out", () => {
    const { record, problems } = resolveEntryLinks(
      {
        footer: [{ entry: 'product:alpha' }, { entry: 'product:beta' }, { entry: 'product:alpha', label: 'Alpha' }, { label: 'About', to: '/about/' }],
        demo: { label: 'Demo', to: '/contact/' },
      },
      table,
    );
    expect(problems).toEqual([]);
    expect(record).toEqual({
      footer: [
        { label: 'Alpha One', to: '/products/alpha/' },
        { label: 'Alpha', to: '/products/alpha/' },
        { label: 'About', to: '/about/' },
      ],
      demo: { label: 'Demo', to: '/contact/' },
    });
  });

  it('name the field of a link to nothing, and of a link with neither an entry nor both label and address', () => {
    const { problems } = resolveEntryLinks({ footer: [{ entry: 'product:gone' }, { label: 'Half' }] }, table);
    expect(problems.map((problem) => problem.field)).toEqual(['footer[0].entry', 'footer[1]']);
    expect(problems[0].message).toMatch(/no product has the slug "gone", nor had it before \(the products are "alpha", "beta"\).*formerSlugs.*retired: true/);
  });

  it('follow an entry whose slug was changed: a link to its former slug shows it as it is now', () => {
    const { record, problems } = resolveEntryLinks({ footer: [{ entry: 'product:alpha-classic' }] }, table);
    expect(problems).toEqual([]);
    expect(record).toEqual({ footer: [{ label: 'Alpha One', to: '/products/alpha/' }] });
  });
});
