import { pressIndexOrder } from './press-order';

describe('the press index order', () => {
  const releases = [
    { title: 'Hydra Health partnership', status: 'DRAFT', date: null },
    { title: 'Older launch', status: 'PUBLISHED', date: '2024-03-01' },
    { title: 'Adalitek partnership', status: 'DRAFT', date: null },
    { title: 'Vodex partnership', status: 'PUBLISHED', date: '2025-07-29' },
    { title: 'Ordely AI launch', status: 'DRAFT', date: null },
  ];

  it('lists published releases first, newest first, then the drafts by title', () => {
    expect(pressIndexOrder(releases).map((release) => release.title)).toEqual([
      'Vodex partnership',
      'Older launch',
      'Adalitek partnership',
      'Hydra Health partnership',
      'Ordely AI launch',
    ]);
  });

  it('leaves its input as it was', () => {
    const copy = [...releases];
    pressIndexOrder(releases);
    expect(releases).toEqual(copy);
  });
});
