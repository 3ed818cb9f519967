import type { ParentSpanPluginArgs } from 'gatsby';
import { contentDir } from './content-dir';
import { buildSiteOrigin } from './site-origin';

/** First thing in a build: the site's public address must be usable, or nothing is built. */
export const onPreInit = ({ reporter }: ParentSpanPluginArgs): void => {
  const origin = buildSiteOrigin(contentDir);
  if (!origin.ok) {
    reporter.panic(origin.message);
    return;
  }
  reporter.info(`Site address: ${origin.origin} (from ${origin.source === 'URL' ? 'the URL environment variable' : 'siteUrl in company.yaml'})`);
};
