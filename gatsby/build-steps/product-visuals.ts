import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import matter from 'gray-matter';
import sharp from 'sharp';
import { PRODUCT_VISUAL_WIDTHS, productVisual } from '../../src/lib/product-visual';
import { contentDir, staticDir } from '../content-dir';
import { productLook, type ProductForVisual } from '../lib/product-look';

const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, 'public');
// Loaded at run time from the site root: the mock-up drawing is shared with scripts/generate-*-images.cjs.
const { buildSvg } = createRequire(path.join(ROOT, 'package.json'))('./gatsby/lib/mock-screen-svg.cjs') as {
  buildSvg: (slug: string, data: Record<string, unknown>, look: object) => string;
};

const isProduct = (data: Record<string, unknown>): data is Record<string, unknown> & ProductForVisual =>
  typeof data.slug === 'string' &&
  data.slug !== '' &&
  typeof data.name === 'string' &&
  typeof data.category === 'string' &&
  Array.isArray(data.stats) &&
  Array.isArray(data.features);

/** What a product visual shows of the product: its name, category, address and stat tiles. */
const mockOf = (data: ProductForVisual) => ({ title: data.name, category: data.category, url: `app.aurelion.ai/${data.slug}`, metrics: data.stats });

/** Which mock-up each committed visual shows (scripts/generate-product-images.cjs writes it beside them). */
export const DRAWN_FROM_FILE = 'images/products/drawn-from.json';
export const mockDigest = (mock: object): string => createHash('sha256').update(JSON.stringify(mock)).digest('hex');
const readJson = (file: string): Record<string, unknown> => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {});

/** A product and the widths of its visual the build draws (none when its committed visual is current). */
interface VisualPlan {
  data: ProductForVisual;
  mock: ReturnType<typeof mockOf>;
  widthsToDraw: Array<(typeof PRODUCT_VISUAL_WIDTHS)[number]>;
}

/** Every product with valid frontmatter, and which widths of its visual the build draws rather than serves from static/. */
const visualPlans = (): VisualPlan[] => {
  const folder = path.join(contentDir, 'products');
  if (!fs.existsSync(folder)) return [];
  const drawnFrom = readJson(path.join(staticDir, DRAWN_FROM_FILE));
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .flatMap((file) => {
      const { data } = matter(fs.readFileSync(path.join(folder, file), 'utf8'));
      if (!isProduct(data)) return [];
      const mock = mockOf(data);
      const stale = drawnFrom[data.slug] !== undefined && drawnFrom[data.slug] !== mockDigest(mock);
      const widthsToDraw = PRODUCT_VISUAL_WIDTHS.filter((width) => stale || !fs.existsSync(path.join(staticDir, productVisual(data.slug, width))));
      return [{ data, mock, widthsToDraw }];
    });
};

/**
 * The file each product's page shows as its visual at this width: drawn by the build into public/
 * (by onPreBootstrap, before any query reads it), or committed in static/. The media kit packs it.
 * The products are read once; the function answers for each slug.
 */
export const shownProductVisuals = (width: (typeof PRODUCT_VISUAL_WIDTHS)[number]): ((slug: string) => string) => {
  const drawn = new Set(visualPlans().flatMap((plan) => (plan.widthsToDraw.includes(width) ? [plan.data.slug] : [])));
  return (slug) => path.join(drawn.has(slug) ? PUBLIC : staticDir, productVisual(slug, width));
};

/**
 * Every product has its visual at productVisual(slug, width): the ones drawn with a hand-picked look
 * are committed in static/images/products/ (scripts/generate-product-images.cjs); for any other
 * product, such as one a writer adds in the CMS, and for one whose name, category or figures changed
 * since its visual was committed (a renamed product must not show its old name), the build draws it
 * into public/ from the product's content, the same each build, with its hand-picked look when it
 * has one. Runs before the build reads content (so `gatsby develop` serves them) and again after
 * the build (gatsby build copies static/ into public/ after bootstrap, over what it drew); a product
 * with broken frontmatter is skipped (its validation fails the build).
 */
export const writeMissingProductVisuals = async (reporter: Reporter): Promise<void> => {
  const drawn: string[] = [];
  const handLooks = readJson(path.join(ROOT, 'scripts/image-looks/products.json'));
  for (const { data, mock, widthsToDraw } of visualPlans()) {
    if (widthsToDraw.length === 0) continue;
    const svg = Buffer.from(buildSvg(data.slug, mock, (handLooks[data.slug] as object | undefined) ?? productLook(data)));
    for (const width of widthsToDraw) {
      const target = path.join(PUBLIC, productVisual(data.slug, width));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await sharp(svg, { density: 72 * (width / 1200) * 2 })
        .resize(width)
        .webp({ quality: 82 })
        .toFile(target);
    }
    drawn.push(data.slug);
  }
  if (drawn.length > 0)
    reporter.info(`Product visuals drawn for ${drawn.join(', ')} (no committed visual in static/images/products/, or one of an older name or figures)`);
};
