import { entryProblems, slugFromTitle } from './save-checks';

describe('a CMS save is checked as the build checks the file', () => {
  const release = { slug: 'desk', status: 'published', title: 'Desk', location: 'Austin, TX', excerpt: 'Opens.', body: 'Text' };

  it('a published release with no date is refused in the build’s words; a draft may leave it out', () => {
    expect(entryProblems('press', '', { ...release, date: '' })).toEqual([
      { field: 'date', message: 'a published release needs a "date" (YYYY-MM-DD); drafts may omit it' },
    ]);
    expect(entryProblems('press', '', { ...release, status: 'draft', date: null })).toEqual([]);
  });

  it('a site data list file names the entry at fault', () => {
    const events = { events: [{ title: 'Expo', date: '2027-03-10', location: 'Austin', summary: 'S', type: 'Fair' }] };
    expect(entryProblems('site', 'events', events).map((problem) => problem.field)).toEqual(['events[0].type']);
  });

  it('an empty slug is made from the title (or a product’s name); a written one is kept', () => {
    expect(slugFromTitle('press', { title: 'Aurelion AI & Vodex: Voice Agents' })).toBe('aurelion-ai-vodex-voice-agents');
    expect(slugFromTitle('products', { name: 'Nova AI', slug: '' })).toBe('nova-ai');
    expect(slugFromTitle('press', { title: 'Anything', slug: 'kept' })).toBeUndefined();
    expect(slugFromTitle('portfolio', { title: 'No slug field' })).toBeUndefined();
  });
});
