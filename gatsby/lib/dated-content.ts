/**
 * Dated content leaves the site once its day is over: an event shows until the end of its date,
 * and the next build (the site rebuilds daily) drops it. Dates are compared as YYYY-MM-DD in UTC.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether an item dated `isoDate` is over on `today` (both YYYY-MM-DD). */
export const isPastDate = (isoDate: string, today: string): boolean => isoDate.slice(0, 10) < today;

/**
 * The build's "today", YYYY-MM-DD in UTC: `override` (a fixed day, for tests and for checking what
 * a future build will show) when given, else the day of `now`.
 */
export const buildDay = (now: Date, override?: string): string => {
  const fixed = override?.trim();
  if (!fixed) return now.toISOString().slice(0, 10);
  if (!DAY_PATTERN.test(fixed) || Number.isNaN(Date.parse(`${fixed}T00:00:00Z`))) {
    throw new Error(`SITE_TODAY is "${fixed}"; write the day as YYYY-MM-DD, or leave it unset to use the build date`);
  }
  return fixed;
};
