import { validateRecord } from './content-validation';

const release = { slug: 'desk', status: 'published', title: 'Desk', date: '2026-03-01', location: 'Austin, TX', excerpt: 'Opens.' };

describe('placeholders in content records', () => {
  it('refuses a published release with a placeholder, naming the field or the body line', () => {
    expect(validateRecord('PressRelease', { ...release, title: 'Acme names [Title]' }, '', 'Text')).toEqual([
      { field: 'title', message: 'field "title" holds the placeholder "[Title]": replace it with the real text' },
    ]);
    expect(validateRecord('PressRelease', release, '', '\nFirst.\n\n"[Quote to be confirmed]," said [Executive Name].')).toEqual([
      {
        field: 'body',
        message: 'body line 3 holds the placeholder "[Quote to be confirmed]", "[Executive Name]": replace it with the real text, or keep the entry a draft',
      },
    ]);
  });

  it('lets a draft hold placeholders in its body only: its fields show in the newsroom', () => {
    const draft = { ...release, status: 'draft', date: undefined };
    expect(validateRecord('PressRelease', draft, '', 'On [Launch date TBD].')).toEqual([]);
    expect(validateRecord('PressRelease', { ...draft, excerpt: 'Opens on [Launch date TBD].' }, '', 'Text')).toEqual([
      {
        field: 'excerpt',
        message:
          'field "excerpt" holds the placeholder "[Launch date TBD]": replace it with the real text: a draft\'s fields show in the newsroom, only its body may hold placeholders',
      },
    ]);
  });

  it('refuses placeholders and lorem ipsum in always-published data, nested fields and YAML list entries included', () => {
    const event = { title: 'Expo', date: '2027-03-10', location: '[Venue TBD]', summary: 'Lorem ipsum dolor.', type: 'Conference' };
    expect(validateRecord('Event', event, 'events[1].').map((problem) => problem.message)).toEqual([
      'field "events[1].location" holds the placeholder "[Venue TBD]": replace it with the real text',
      'field "events[1].summary" holds the placeholder "Lorem ipsum": replace it with the real text',
    ]);
    const problems = validateRecord('LegalPage', {
      slug: 'ethics',
      title: 'Ethics',
      description: 'How we work.',
      lastUpdated: 'March 2026',
      principles: [{ title: 'Care', description: 'We care.', commitments: ['[Commitment to be confirmed]'] }],
    });
    expect(problems.map((problem) => problem.field)).toEqual(['principles[0].commitments[0]']);
  });
});
