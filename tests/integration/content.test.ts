import path from 'node:path';
import { readContent } from '../support/content-files';
import { slugify } from '../../src/lib/slugify';

const { records, unknownFiles } = readContent(path.join(__dirname, '../../content'));
const ofType = (type: string) => records.filter((record) => record.type === type).map((record) => record.data);

describe('content under content/', () => {
  it('has no file outside a known content type', () => {
    expect(unknownFiles).toEqual([]);
  });

  it('has no record with a missing, mistyped or unknown field', () => {
    const problems = records.flatMap((record) => record.problems.map((p) => `${record.file}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  it('has the counts of the spec', () => {
    const solutions = ofType('Solution');
    expect(solutions.filter((s) => s.kind === 'industry')).toHaveLength(4);
    expect(solutions.filter((s) => s.kind === 'function')).toHaveLength(12);
    expect(ofType('Service')).toHaveLength(5);
    expect(ofType('Product')).toHaveLength(8);
    expect(ofType('PortfolioItem')).toHaveLength(11);
    expect(ofType('PortfolioItem').filter((p) => p.hasCaseStudyPage)).toHaveLength(10);
    expect(ofType('PressRelease')).toHaveLength(4);
    expect(ofType('PressRelease').filter((p) => p.status === 'draft')).toHaveLength(3);
    expect(ofType('Event')).toHaveLength(6);
    expect(ofType('MediaArticle')).toHaveLength(4);
    expect(ofType('MediaKitItem')).toHaveLength(4);
    expect(
      ofType('LegalPage')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['cookies', 'ethics', 'privacy', 'terms']);
  });

  it('gives each page a unique slug', () => {
    for (const type of ['Solution', 'Service', 'Product', 'PressRelease', 'LegalPage']) {
      const slugs = ofType(type).map((record) => record.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    const caseStudySlugs = ofType('PortfolioItem').map((item) => slugify(String(item.title)));
    expect(new Set(caseStudySlugs).size).toBe(caseStudySlugs.length);
  });

  it('has the case-study routes of the spec', () => {
    const withPage = ofType('PortfolioItem').filter((item) => item.hasCaseStudyPage);
    expect(withPage.map((item) => slugify(String(item.title))).sort()).toEqual([
      'askmilo',
      'civexa',
      'govello',
      'i2hr',
      'localens',
      'ordelyai',
      'spot-pms',
      'tekjobs',
      'wasong',
      'zoomvms',
    ]);
  });
});
