import { scrollableTables } from './scrollable-tables';

describe('tables in rendered Markdown', () => {
  it('scroll in their own focusable box, named after the heading above them', () => {
    const html = '<h2>What we store</h2>\n<p>Intro</p>\n<table>\n<tr><td>a</td></tr>\n</table>\n<h2>Q &amp; A</h2><table><tr><td>b</td></tr></table>';
    expect(scrollableTables(html)).toBe(
      '<h2>What we store</h2>\n<p>Intro</p>\n<div class="table-scroll" role="region" aria-label="Table: What we store" tabindex="0"><table>\n<tr><td>a</td></tr>\n</table></div>\n' +
        '<h2>Q &amp; A</h2><div class="table-scroll" role="region" aria-label="Table: Q &amp; A" tabindex="0"><table><tr><td>b</td></tr></table></div>',
    );
  });

  it('leaves HTML without tables as it is, and names a table with no heading above it plainly', () => {
    expect(scrollableTables('<p>No table</p>')).toBe('<p>No table</p>');
    expect(scrollableTables('<table></table>')).toBe('<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table></table></div>');
  });
});
