// The visual tests' own build: the site's source built on the frozen fixture content in
// tests/fixtures/site-content/content/, never on content/. A writer's edit of content/ changes the
// real pages' text and heights; it must not change the screenshots, which guard the look (CSS,
// components), so the shots are taken of this build.
// It is built without plugins/gatsby-plugin-first-paint (FIRST_PAINT_PLUGIN=off): plain Gatsby
// output, which must look the same and work the same (only performance differs), so the same
// build also takes the functional browser tests (E2E_SITE=plain, playwright.config.ts).
//
//   npm run build:visual-fixture     (npm test and the visual project's web server need it)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, gatsbyBuild, scratchSite } from './scratch-site';

/** The fixture content the build reads (CONTENT_DIR). */
export const VISUAL_FIXTURE_CONTENT = path.join(ROOT, 'tests/fixtures/site-content/content');
/**
 * Where the fixture build lives: a fixed place per checkout, so the test runner finds it, and
 * outside the repository, because a `netlify dev` started anywhere inside this git work tree
 * deletes the root's .netlify/functions-serve, from which the end-to-end tests' `netlify dev`
 * serves the functions (netlify-cli 26.2: every function call then answered 500).
 */
export const VISUAL_FIXTURE_ROOT = path.join(os.tmpdir(), `visual-fixture-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
/** The scratch copy of the site: `netlify dev` serves its public/ from here. */
export const VISUAL_FIXTURE_SITE = path.join(VISUAL_FIXTURE_ROOT, 'site');
/**
 * The build's "today", fixed: events dated before the build day are left out, so with the real
 * date the events on the shot pages would go one by one as their days pass.
 */
export const VISUAL_FIXTURE_DAY = '2026-11-26';

/** Besides what scratchSite copies, what `netlify dev` reads: its config and the functions. */
const SERVER_FILES = ['netlify.toml', 'netlify'];

/**
 * A fresh scratch copy of the source in VISUAL_FIXTURE_SITE, built on the fixture content. Gatsby's
 * .cache/ of the previous fixture build is kept (it only speeds up the build); everything else,
 * public/ included, is made anew, so a failed build leaves no old pages to be shot.
 */
export const buildVisualFixture = (): { status: number | null; output: string } => {
  const cache = path.join(VISUAL_FIXTURE_SITE, '.cache');
  const keptCache = path.join(VISUAL_FIXTURE_ROOT, 'gatsby-cache');
  fs.rmSync(keptCache, { recursive: true, force: true });
  if (fs.existsSync(cache)) fs.renameSync(cache, keptCache);
  fs.rmSync(VISUAL_FIXTURE_SITE, { recursive: true, force: true });
  scratchSite('site', VISUAL_FIXTURE_ROOT);
  for (const name of SERVER_FILES) fs.cpSync(path.join(ROOT, name), path.join(VISUAL_FIXTURE_SITE, name), { recursive: true });
  if (fs.existsSync(keptCache)) fs.renameSync(keptCache, cache);
  return gatsbyBuild(VISUAL_FIXTURE_SITE, { CONTENT_DIR: VISUAL_FIXTURE_CONTENT, SITE_TODAY: VISUAL_FIXTURE_DAY, FIRST_PAINT_PLUGIN: 'off' });
};

if (require.main === module) {
  const started = Date.now();
  const { status, output } = buildVisualFixture();
  if (status !== 0) {
    process.stderr.write(`${output}\nThe visual fixture build failed (above): the site does not build on tests/fixtures/site-content/content/.\n`);
    process.exit(1);
  }
  console.log(`Visual fixture built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.join(VISUAL_FIXTURE_SITE, 'public')}/`);
}
