// The HTML pages of a build, for the post-build steps (rewrite-pages, write-csp-headers).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

// Not pages: data, hashed assets, and Gatsby's slice fragments (already stitched into the pages).
const SKIPPED_DIRS = new Set(['page-data', 'static', '_gatsby', '~partytown']);

/** Every .html file under dir, as absolute paths. */
const htmlFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

module.exports = { htmlFiles };
