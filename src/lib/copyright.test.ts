import { copyrightLine } from './copyright';

describe('the footer copyright line', () => {
  it('does not double the period of a legal name ending in "Inc."', () => {
    expect(copyrightLine(2026, 'Aurelion AI, Inc.')).toBe('© 2026 Aurelion AI, Inc. All rights reserved.');
  });

  it('ends the name with a period when it has none', () => {
    expect(copyrightLine(2026, 'Aurelion AI LLC')).toBe('© 2026 Aurelion AI LLC. All rights reserved.');
  });
});
