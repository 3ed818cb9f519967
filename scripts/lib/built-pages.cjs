// The HTML pages of a build, for the post-build steps (rewrite-pages, write-csp-headers).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

// Not pages: data, hashed assets, and Gatsby's slice fragments (already stitched into the pages).
const SKIPPED_DIRS = new Set(['page-data', 'static', '_gatsby', '~partytown']);

/** The Decap CMS page (gatsby/on-post-bootstrap.ts): built HTML, but not a Gatsby page and loads no Gatsby bundle. */
const CMS_PAGE_FILE = 'admin/index.html';

/** Every .html file under dir, as absolute paths. */
const htmlFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

/** The Gatsby pages among them: every .html file but the CMS page. */
const gatsbyPageFiles = (dir) => htmlFiles(dir).filter((file) => path.relative(dir, file).split(path.sep).join('/') !== CMS_PAGE_FILE);

module.exports = { CMS_PAGE_FILE, htmlFiles, gatsbyPageFiles };
