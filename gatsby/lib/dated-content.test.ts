import { buildDay, isPastDate } from './dated-content';

describe('dated content under a fixed today', () => {
  const events = ['2026-12-03', '2027-01-20', '2027-02-17'];

  it('keeps an event through its own day and drops it the day after', () => {
    expect(events.filter((date) => !isPastDate(date, '2026-12-03'))).toEqual(events);
    expect(events.filter((date) => !isPastDate(date, '2026-12-04'))).toEqual(['2027-01-20', '2027-02-17']);
    expect(events.filter((date) => !isPastDate(date, '2027-03-01'))).toEqual([]);
  });

  it("takes the build's day in UTC, or the fixed day it is given", () => {
    expect(buildDay(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01');
    expect(buildDay(new Date('2026-11-25T08:00:00Z'), ' 2027-02-01 ')).toBe('2027-02-01');
    expect(buildDay(new Date('2026-11-25T08:00:00Z'), '')).toBe('2026-11-25');
  });

  it('refuses a fixed day that is not a date, naming the variable', () => {
    expect(() => buildDay(new Date(), '2027-13-45')).toThrow('SITE_TODAY');
    expect(() => buildDay(new Date(), 'tomorrow')).toThrow('YYYY-MM-DD');
  });
});
