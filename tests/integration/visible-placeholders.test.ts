import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refuseVisiblePlaceholders, visiblePlaceholders } from '../../gatsby/build-steps/visible-placeholders';

/** A publish folder of two pages and their page data, in a temporary directory. */
const publishDir = (pages: Record<string, string>, pageData: Record<string, unknown>): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visible-placeholders-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  for (const [page, result] of Object.entries(pageData)) {
    fs.mkdirSync(path.join(dir, 'page-data', page), { recursive: true });
    fs.writeFileSync(path.join(dir, 'page-data', page, 'page-data.json'), JSON.stringify({ result }));
  }
  return dir;
};

describe('placeholders a visitor could read in a build', () => {
  const dir = publishDir(
    {
      'index.html':
        '<html><head><title>Home</title><script>const list = ["[Not Text]"];</script><style>a[Title]{}</style></head><body><p>Ready.</p></body></html>',
      'press/draft/index.html': '<html><body><main><p>Said [Executive Name].</p><img alt="[Screenshot TBD]" src="/a.png"></main></body></html>',
    },
    { index: { data: { title: 'Home' } }, 'press/draft': { data: { pressRelease: { html: '<p>On [Launch date TBD].</p>' } } } },
  );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are found in page text, read attributes and page data, named by file; scripts and styles are not text', () => {
    expect(visiblePlaceholders(dir)).toEqual([
      'press/draft/index.html: "[Executive Name]"',
      'press/draft/index.html: "[Screenshot TBD]"',
      'page-data/press/draft/page-data.json (data.pressRelease.html): "[Launch date TBD]"',
    ]);
  });

  it("stop the build when Gatsby's page data is not where the check reads it, or there is no page", () => {
    fs.renameSync(path.join(dir, 'page-data/press/draft'), path.join(dir, 'page-data/press/moved'));
    try {
      expect(() => visiblePlaceholders(dir)).toThrow(
        'Placeholders: 1 of 2 built pages have no page data where Gatsby writes it (no page-data/press/draft/page-data.json)',
      );
    } finally {
      fs.renameSync(path.join(dir, 'page-data/press/moved'), path.join(dir, 'page-data/press/draft'));
    }
    const empty = publishDir({}, {});
    expect(() => visiblePlaceholders(empty)).toThrow('Placeholders: no built page in');
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('fail a build that may reach visitors, and not one that shows drafts whole', () => {
    expect(() => refuseVisiblePlaceholders(dir, false)).toThrow('3 placeholder(s) a visitor would read');
    expect(refuseVisiblePlaceholders(dir, true)).toContain('not checked');
  });
});
