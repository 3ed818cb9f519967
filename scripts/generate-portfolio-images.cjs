#!/usr/bin/env node
/**
 * Generates the illustrative "screenshot" of each portfolio item:
 * content/portfolio/images/<slug>.png, 1200x750, a stylised app mock-up
 * (browser frame, product name, metric cards, a chart and a side panel).
 *
 * Titles, URLs and metric tiles are read from the item's Markdown frontmatter,
 * so the images follow the content. Run from the project root:
 *   node scripts/generate-portfolio-images.cjs
 */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const sharp = require('sharp');
const { buildSvg } = require('../gatsby/lib/mock-screen-svg.cjs');

const ROOT = path.resolve(__dirname, '..');
const PORTFOLIO_DIR = path.join(ROOT, 'content', 'portfolio');
const IMAGE_DIR = path.join(PORTFOLIO_DIR, 'images');

/** Per-item look: accent colour, chart style, navigation and side-panel wording. */
const LOOKS = require('./image-looks/portfolio.json');

const main = async () => {
  fs.mkdirSync(IMAGE_DIR, { recursive: true });
  const files = fs.readdirSync(PORTFOLIO_DIR).filter((file) => file.endsWith('.md'));
  for (const file of files) {
    const { data } = matter(fs.readFileSync(path.join(PORTFOLIO_DIR, file), 'utf8'));
    const slug = path.basename(String(data.screenshot), '.png');
    const look = LOOKS[slug];
    if (!look) throw new Error(`No image look defined for "${slug}" (from ${file})`);
    const out = path.join(IMAGE_DIR, `${slug}.png`);
    await sharp(Buffer.from(buildSvg(slug, data, look)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(out);
    console.log(`${path.relative(ROOT, out)} ${Math.round(fs.statSync(out).size / 1024)} KB`);
  }
};

// The product visuals (scripts/generate-product-images.cjs) reuse the mock-up.
if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
