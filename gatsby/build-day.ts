import { buildDay } from './lib/dated-content';

/** This build's "today" (YYYY-MM-DD, UTC): the SITE_TODAY environment variable when set, else the build date. */
export const buildToday = (): string => buildDay(new Date(), process.env.SITE_TODAY);
