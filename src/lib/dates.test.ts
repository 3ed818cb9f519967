import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('writes dates as the site shows them', () => {
    expect(formatLongDate('2025-07-29')).toBe('July 29, 2025');
    expect(formatLongDate('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
  });
});
