import { CONTENT_DIR, readContent } from '../../support/content-files';

const { records, unknownFiles } = readContent(CONTENT_DIR);
const ofType = (type: string) => records.filter((record) => record.type === type).map((record) => record.data);

describe('content under content/', () => {
  it('has no file outside a known content type', () => {
    expect(unknownFiles).toEqual([]);
  });

  it('has no record with a missing, mistyped or unknown field', () => {
    const problems = records.flatMap((record) => record.problems.map((p) => `${record.file}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  it('gives every listing of the site at least one entry, so no section renders empty', () => {
    const solutions = ofType('Solution');
    const listings = {
      'industry solutions': solutions.filter((s) => s.kind === 'industry'),
      'function solutions': solutions.filter((s) => s.kind === 'function'),
      services: ofType('Service'),
      products: ofType('Product'),
      portfolio: ofType('PortfolioItem'),
      'media articles': ofType('MediaArticle'),
      'media kit': ofType('MediaKitItem'),
    };
    const empty = Object.entries(listings)
      .filter(([, entries]) => entries.length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('has a legal page for every legal link of the footer', () => {
    const navigation = records.find((record) => record.file.endsWith('navigation.yaml'))?.data as { footerLegal?: Array<{ to: string }> } | undefined;
    const linked = (navigation?.footerLegal ?? []).map((link) => link.to);
    expect(linked.length).toBeGreaterThan(0);
    const pages = new Set(ofType('LegalPage').map((page) => `/${String(page.slug)}/`));
    expect(linked.filter((to) => !pages.has(to))).toEqual([]);
  });

  it('gives each page a unique slug', () => {
    for (const type of ['Solution', 'Service', 'Product', 'PortfolioItem', 'PressRelease', 'LegalPage']) {
      const slugs = ofType(type).map((record) => record.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});
