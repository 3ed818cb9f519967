import type { ParentSpanPluginArgs } from 'gatsby';
import { contentDir } from '../content-dir';
import { buildToday } from '../build-day';
import { buildSiteOrigin } from '../site-origin';

/** First thing in a build: the site's public address must be usable, or nothing is built. */
export const onPreInit = ({ reporter }: ParentSpanPluginArgs): void => {
  const origin = buildSiteOrigin(contentDir);
  if (!origin.ok) {
    reporter.panic(origin.message);
    return;
  }
  let today: string;
  try {
    today = buildToday();
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  reporter.info(`Build day: ${today} (events dated before it are left out${process.env.SITE_TODAY ? ', fixed by SITE_TODAY' : ''})`);
  reporter.info(`Site address: ${origin.origin} (from ${origin.source === 'URL' ? 'the URL environment variable' : 'siteUrl in company.yaml'})`);
};
