#!/usr/bin/env node
/**
 * Generates the product visual of each product: static/images/products/<slug>.webp, 1200x750,
 * (and 800 and 600 px copies for phones and cards), the same stylised app mock-up as the portfolio screenshots (scripts/generate-portfolio-images.cjs:
 * browser frame, product name, the product's own stat tiles, a chart and a side panel).
 * A plain image file at a stable address, shown with <img> (width/height set, so no layout shift):
 * product cards sit in server-only markup, and gatsby-plugin-image would add its runtime there.
 *   node scripts/generate-product-images.cjs
 */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const sharp = require('sharp');
const { buildSvg } = require('../gatsby/lib/mock-screen-svg.cjs');

const ROOT = path.resolve(__dirname, '..');
const PRODUCT_DIR = path.join(ROOT, 'content', 'products');
const IMAGE_DIR = path.join(ROOT, 'static', 'images', 'products');

/** Per-product look: accent in the brand's blue-violet-teal range, chart style, navigation and panel. */
const LOOKS = require('./image-looks/products.json');

/** Which mock-up each visual shows, so the build redraws one whose product changed (gatsby/build-steps/product-visuals.ts). */
const digest = (mock) => require('node:crypto').createHash('sha256').update(JSON.stringify(mock)).digest('hex');

const main = async () => {
  fs.mkdirSync(IMAGE_DIR, { recursive: true });
  const drawnFrom = {};
  for (const file of fs.readdirSync(PRODUCT_DIR).filter((name) => name.endsWith('.md'))) {
    const { data } = matter(fs.readFileSync(path.join(PRODUCT_DIR, file), 'utf8'));
    const look = LOOKS[data.slug];
    if (!look) throw new Error(`No image look defined for product "${data.slug}" (from ${file})`);
    const mock = { title: data.name, category: data.category, url: `app.aurelion.ai/${data.slug}`, metrics: data.stats };
    drawnFrom[data.slug] = digest(mock);
    const svg = Buffer.from(buildSvg(data.slug, mock, look));
    // Full size for the product page on wide screens, 800 px for it on phones (a 412 px wide
    // phone at 1.75x density needs 721 px), 600 px for the cards (srcset picks by width and density).
    for (const [suffix, width] of [
      ['', 1200],
      ['-800', 800],
      ['-600', 600],
    ]) {
      const out = path.join(IMAGE_DIR, `${data.slug}${suffix}.webp`);
      await sharp(svg, { density: 72 * (width / 1200) * 2 })
        .resize(width)
        .webp({ quality: 82 })
        .toFile(out);
      console.log(`${path.relative(ROOT, out)} ${Math.round(fs.statSync(out).size / 1024)} KB`);
    }
  }
  fs.writeFileSync(path.join(IMAGE_DIR, 'drawn-from.json'), `${JSON.stringify(drawnFrom, null, 2)}\n`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
