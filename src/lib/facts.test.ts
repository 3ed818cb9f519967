import { fillFacts, fillFactsDeep, hasToken, resolveToken, tokenProblems, type FactEntry, type FactTable } from './facts';

const entry = (label: string, url: string, fields: Record<string, string> = {}, retired = false): FactEntry => ({ label, url, retired, fields });

const table: FactTable = {
  company: { name: 'Acme', phone: '+1 (214) 555-0100', blockPriceUsd: '300' },
  entries: {
    product: {
      alpha: { ...entry('Alpha One', '/products/alpha/', { tagline: 'the first' }), formerSlugs: ['alpha-classic'] },
      beta: entry('Beta', '/products/beta/', {}, true),
    },
    solution: {},
    service: {},
    caseStudy: {},
    portfolio: { lens: entry('Lens', '/portfolio/') },
    press: {},
    legal: { privacy: entry('Privacy Policy', '/privacy/') },
  },
};

describe('fact tokens', () => {
  it('fill company facts, entry names, fields and addresses, counts and lists', () => {
    expect(fillFacts('{{name}} · {{ phone }} · ${{blockPriceUsd}}', table)).toBe('Acme · +1 (214) 555-0100 · $300');
    expect(fillFacts('{{product:alpha}}: {{product:alpha.tagline}} at {{product:alpha.url}}', table)).toBe('Alpha One: the first at /products/alpha/');
    expect(fillFacts('{{count:products}} products: {{list:products}}', table)).toBe('1 products: Alpha One');
  });

  it("give a retired entry's address as its section, where its page redirects", () => {
    expect(fillFacts('{{product:beta.url}}', table)).toBe('/products/');
    expect(fillFacts('{{product:beta}}', table)).toBe('Beta');
  });

  it('fill every text inside lists and objects, and leave the tokens a text keeps for run time', () => {
    expect(fillFactsDeep({ a: ['{{name}}', 3], b: { c: '{{visitor}} {{name}}' } }, table, new Set(['visitor']))).toEqual({
      a: ['Acme', 3],
      b: { c: '{{visitor}} Acme' },
    });
  });

  it('report each token that names nothing with its line, and why', () => {
    const problems = tokenProblems('first {{name}}\nsecond {{emial}}\nthird {{product:gone}} {{count:widgets}} {{product:alpha.colour}}', table);
    expect(problems.map(({ line, token }) => [line, token])).toEqual([
      [2, '{{emial}}'],
      [3, '{{product:gone}}'],
      [3, '{{count:widgets}}'],
      [3, '{{product:alpha.colour}}'],
    ]);
    expect(problems[1].message).toMatch(/no product has the slug "gone", nor had it before \(the products are "alpha", "beta"\).*"formerSlugs".*retired: true/);
    expect(tokenProblems('{{visitor}}', table, new Set(['visitor']))).toEqual([]);
  });

  it('name an entry by a slug it had before, as it is now', () => {
    expect(fillFacts('{{product:alpha-classic}} at {{product:alpha-classic.url}}', table)).toBe('Alpha One at /products/alpha/');
  });

  it('say that a portfolio item a case study token names has no case study page', () => {
    expect(resolveToken('caseStudy:lens', table)).toEqual({ problem: expect.stringContaining('"lens" has no case study page ("hasCaseStudyPage" is false)') });
  });

  it('resolve a token or say what it may name', () => {
    expect(resolveToken('legal:privacy', table)).toEqual({ value: 'Privacy Policy' });
    expect(resolveToken('widget:x', table)).toMatchObject({ problem: expect.stringContaining('the kinds are') });
  });

  it('see a token left in output, written or percent-encoded', () => {
    expect(hasToken('<a href="mailto:%7B%7Bemail%7D%7D">x</a>')).toBe(true);
    expect(hasToken(fillFacts('<p>{{name}}</p>', table))).toBe(false);
  });
});
