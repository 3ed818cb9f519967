// `npm run audit:links`: crawls the served production build from / and checks every internal link
// with linkinator (target answers 2xx, #fragment exists on the target page). Exit 1 when any link is broken.
//
// Served by `netlify dev`, not `gatsby serve`: links are judged as production answers them, with
// the redirects the build writes (an entry's former slugs, retired entries) and Netlify's 404 handling.
// Compression does not matter for links.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { checkInternalLinks, formatLinkReport, type InternalLinkReport } from '../support/link-check';
import { ROOT, builtPaths, ensureBuild, serveBuild } from './lib/serve-build';

// Absolute links to the production origin (company.yaml siteUrl) are internal links too: a
// https://<site>/events/x that the build does not contain is a 404 in production.
const { siteUrl } = load(fs.readFileSync(path.join(ROOT, 'content/site/company.yaml'), 'utf8')) as { siteUrl: string };

const main = async (): Promise<InternalLinkReport> => {
  ensureBuild();
  const server = await serveBuild('netlify');
  try {
    const started = Date.now();
    // Seeded with every built page, so pages no server-rendered link reaches are checked too.
    const result = await checkInternalLinks({ baseUrl: server.url, seeds: builtPaths(), siteUrl });
    console.log(`Link audit of ${server.url} (netlify dev over public/), ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    console.log(formatLinkReport(result));
    return result;
  } finally {
    server.stop();
  }
};

main().then(
  (result) => process.exit(result.broken.length > 0 ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
