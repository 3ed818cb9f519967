/** "2025-07-29" → "July 29, 2025", in UTC so the day never shifts with the build machine's zone. */
export const formatLongDate = (isoDate: string): string =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
