import { bodyPlaceholderLines, placeholdersIn } from './placeholder-text';

describe('placeholders a writer left to fill in', () => {
  it('finds the bracketed placeholders of a draft release and lorem ipsum', () => {
    expect(placeholdersIn('"[Quote to be confirmed]," said [Executive Name], [Title] at Acme.')).toEqual([
      '[Quote to be confirmed]',
      '[Executive Name]',
      '[Title]',
    ]);
    expect(placeholdersIn('**DALLAS, TX — [Launch date TBD]** — Acme today announced')).toEqual(['[Launch date TBD]']);
    expect(placeholdersIn('Available from [date tbd] in Texas.')).toEqual(['[date tbd]']);
    expect(placeholdersIn('Lorem ipsum dolor sit amet.')).toEqual(['Lorem ipsum']);
  });

  it('leaves Markdown links, checkboxes, footnotes and ordinary brackets in prose alone', () => {
    expect(placeholdersIn('Read [Our Privacy Policy](/privacy/) and [the terms][terms].')).toEqual([]);
    expect(placeholdersIn('[Terms]: https://example.com/terms')).toEqual([]);
    expect(placeholdersIn('- [ ] ship it\n- [x] write it')).toEqual([]);
    expect(placeholdersIn('As reported [1], the team [sic] said [the company] grew.')).toEqual([]);
  });

  it('numbers body lines from the first line of text, as the CMS (which trims the body) sees them', () => {
    expect(bodyPlaceholderLines('\n\nFirst line.\n\nSaid [Executive Name].')).toEqual([{ line: 3, placeholders: ['[Executive Name]'] }]);
    expect(bodyPlaceholderLines('First line.\n\nSaid [Executive Name].')).toEqual([{ line: 3, placeholders: ['[Executive Name]'] }]);
  });
});
