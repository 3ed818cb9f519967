#!/usr/bin/env node
// `npm run test:visual`: full-page screenshots of five pages at two widths in both themes (20
// shots) compared with the committed baselines in tests/visual/baselines/. A shot fails when more
// than MAX_DIFF_RATIO of its pixels differ (pixelmatch, per-pixel threshold PIXEL_THRESHOLD); the
// diff image (changed pixels in red over a faded copy of the baseline) is written to
// tests/visual/output/ and its path printed.
//
//   npm run test:visual                 compare with the baselines
//   npm run test:visual -- --update     rewrite the baselines and the README's docs/screenshots/
//
// Each shot also has a layout snapshot (tests/visual/baselines/layout/: the boxes of headings,
// sections, cards, buttons, images), compared strictly with any Chromium: a layout change fails
// everywhere. Pixels differ slightly between Chromium versions, and between the headless shell and
// the full browser of one version (text antialiasing): the baselines record the binary and version
// that took them (tests/visual/baselines/RENDERER.txt), and with another one pixel differences are
// reported but do not fail the run.
//
//   npm run test:visual -- --update-layout   rewrite the layout snapshots only (any Chromium)
//
// Needs a build (`npm run build`; built when missing) and Debian's Chromium, the headless shell when
// installed (CHROME_PATH to change).
// The build is served by the same in-process static server as the performance scripts: screenshots
// need files, not netlify dev's functions and headers.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { serveCompressed } from './lib/compressed-static-server.mjs';
import { findTestChromium } from '../support/chromium.ts';
import { layoutChanges } from './lib/layout-snapshot.mjs';
import { SHOT_ARGS, capture } from './lib/visual-shot.mjs';
import { ensureBuild, freePort, PUBLIC_DIR, ROOT } from './lib/serve-build.ts';
import { visitAhead } from '../support/visit-ahead.ts';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/omnisynapses/' },
  { name: 'case-study', path: '/portfolio/askmilo/' },
  { name: 'contact', path: '/contact/' },
  { name: 'newsroom', path: '/newsroom/' },
];
const WIDTHS = [390, 1366];
const THEMES = ['light', 'dark'];
/** Pages captured at once: enough to overlap their waits, few enough not to starve two cores. */
const SHOTS_AT_ONCE = 2;

/** pixelmatch's per-pixel colour distance (0-1) below which two pixels count as equal. */
const PIXEL_THRESHOLD = 0.1;
/** Share of a shot's pixels allowed to differ: anti-aliasing noise passes, a moved block does not. */
const MAX_DIFF_RATIO = 0.003;

const BASELINE_DIR = path.join(ROOT, 'tests/visual/baselines');
const OUTPUT_DIR = path.join(ROOT, 'tests/visual/output');
const DOCS_DIR = path.join(ROOT, 'docs/screenshots');
/** The browser that took the baselines: a shot compares strictly only with the same Chromium. */
const RENDERER_FILE = path.join(BASELINE_DIR, 'RENDERER.txt');

const LAYOUT_DIR = path.join(BASELINE_DIR, 'layout');

const update = process.argv.includes('--update');
const updateLayout = update || process.argv.includes('--update-layout');

const shotName = ({ page, width, theme }) => `${page.name}-${width}-${theme}.png`;

/**
 * Changed pixels of two PNGs; sizes that differ are a failure of their own (the page grew or shrank).
 * Identical files are equal without decoding, and the diff image is encoded only for a failing shot.
 */
const compare = (baselinePng, actualPng) => {
  if (baselinePng.equals(actualPng)) return { ratio: 0, diff: null };
  const expected = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { sizeChanged: `${expected.width}×${expected.height} → ${actual.width}×${actual.height}`, ratio: 1, diff: null };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, { threshold: PIXEL_THRESHOLD, alpha: 0.2 });
  return { ratio: changed / (expected.width * expected.height), diff: () => PNG.sync.write(diff) };
};

const main = async () => {
  const executablePath = findTestChromium();
  ensureBuild();
  const port = await freePort();
  const server = await serveCompressed(PUBLIC_DIR, port);
  const browser = await chromium.launch({ executablePath, args: SHOT_ARGS });
  const renderer = `${path.basename(executablePath)} ${browser.version()}`;
  const baselineRenderer = fs.existsSync(RENDERER_FILE) ? fs.readFileSync(RENDERER_FILE, 'utf8').trim() : null;
  fs.mkdirSync(LAYOUT_DIR, { recursive: true });
  fs.rmSync(OUTPUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  if (update) fs.mkdirSync(DOCS_DIR, { recursive: true });

  const shots = PAGES.flatMap((page) => WIDTHS.flatMap((width) => THEMES.map((theme) => ({ page, width, theme }))));
  const failures = [];
  const layoutFailures = [];
  // Shots are taken a few at a time (each mostly waits for the network, the launcher's timer and
  // fonts) and compared in order as they arrive.
  const byName = new Map(shots.map((shot) => [shotName(shot), shot]));
  const captures = visitAhead([...byName.keys()], {
    concurrency: SHOTS_AT_ONCE,
    openWorker: async () => null,
    visit: (_, name) => capture(browser, server.url, byName.get(name)),
  });
  try {
    for (const name of byName.keys()) {
      const { png, layout } = await captures.resultFor(name);
      const layoutFile = path.join(LAYOUT_DIR, name.replace(/\.png$/, '.json'));
      if (updateLayout) {
        fs.writeFileSync(layoutFile, `${JSON.stringify(layout, null, 0).replace(/\},\{/g, '},\n{')}\n`);
      } else if (!fs.existsSync(layoutFile)) {
        layoutFailures.push(`${name}: no layout snapshot (run \`npm run test:visual -- --update-layout\`)`);
      } else {
        const changes = layoutChanges(JSON.parse(fs.readFileSync(layoutFile, 'utf8')), layout);
        if (changes.length > 0) {
          layoutFailures.push(`${name}: layout changed\n      ${changes.join('\n      ')}`);
          console.log(`MOVED    ${name} (${changes.length} layout changes)`);
        }
      }
      if (!update && updateLayout) {
        console.log(`layout   ${name}`);
        continue;
      }
      const baselineFile = path.join(BASELINE_DIR, name);
      if (update) {
        fs.writeFileSync(baselineFile, png);
        // The README's copies: palette PNGs, a third of the size (baselines stay lossless).
        await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(path.join(DOCS_DIR, name));
        console.log(`updated  ${name}`);
        continue;
      }
      if (!fs.existsSync(baselineFile)) {
        fs.writeFileSync(path.join(OUTPUT_DIR, name), png);
        failures.push(`${name}: no baseline (run \`npm run test:visual -- --update\`); this run's shot: ${path.relative(ROOT, path.join(OUTPUT_DIR, name))}`);
        continue;
      }
      const result = compare(fs.readFileSync(baselineFile), png);
      const percent = `${(result.ratio * 100).toFixed(3)}%`;
      if (result.ratio <= MAX_DIFF_RATIO) {
        console.log(`ok       ${name} (${percent} of pixels differ)`);
        continue;
      }
      const actualFile = path.join(OUTPUT_DIR, name.replace(/\.png$/, '.actual.png'));
      fs.writeFileSync(actualFile, png);
      const diffFile = path.join(OUTPUT_DIR, name.replace(/\.png$/, '.diff.png'));
      if (result.diff) fs.writeFileSync(diffFile, result.diff());
      const detail = result.sizeChanged ? `page size changed ${result.sizeChanged}` : `${percent} of pixels differ`;
      failures.push(
        `${name}: ${detail}\n    diff:   ${result.diff ? path.relative(ROOT, diffFile) : '(sizes differ: compare the images)'}\n    actual: ${path.relative(ROOT, actualFile)}`,
      );
      console.log(`CHANGED  ${name} (${detail})`);
    }
  } finally {
    await captures.done;
    await browser.close();
    await server.close();
  }
  if (updateLayout && !update) {
    console.log(`\n${shots.length} layout snapshots written to ${path.relative(ROOT, LAYOUT_DIR)}/`);
    return;
  }
  if (update) {
    fs.writeFileSync(RENDERER_FILE, `${renderer}\n`);
    console.log(`\n${shots.length} baselines written to ${path.relative(ROOT, BASELINE_DIR)}/ and ${path.relative(ROOT, DOCS_DIR)}/`);
    return;
  }
  if (layoutFailures.length > 0) {
    // Fails with any Chromium: boxes moved further than text rasterisation can move them.
    console.error(`\n${layoutFailures.length} of ${shots.length} shots changed layout:\n  ${layoutFailures.join('\n  ')}`);
  }
  if (failures.length > 0) {
    console.error(
      `\n${failures.length} of ${shots.length} shots differ from their baselines (tolerance ${MAX_DIFF_RATIO * 100}% of pixels):\n  ${failures.join('\n  ')}`,
    );
    if (baselineRenderer !== renderer) {
      // Another Chromium draws text and anti-aliasing a little differently: its differences are
      // reported, not failed on. The baselines say which Chromium they were taken with.
      console.warn(`\nThe baselines were taken with ${baselineRenderer ?? 'an unrecorded Chromium'}; this is ${renderer}.`);
      console.warn('Pixel differences are reported above and not failed on. Take baselines with this Chromium: npm run test:visual -- --update');
      if (layoutFailures.length > 0) process.exit(1);
      return;
    }
    console.error('If the change is intended: npm run test:visual -- --update, and commit the new baselines.');
    process.exit(1);
  }
  if (layoutFailures.length > 0) {
    console.error('If the change is intended: npm run test:visual -- --update, and commit the new baselines.');
    process.exit(1);
  }
  console.log(`\n${shots.length} shots match their baselines.`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
