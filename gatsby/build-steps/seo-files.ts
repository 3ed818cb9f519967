import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { htmlFileOf } from '../lib/built-pages';
import { type LlmsContent, llmsTxt } from '../lib/llms-txt';
import { cardTitleFromHtml, ogCardSvg, ogEyebrow } from '../lib/og-card';
import { robotsTxt } from '../lib/robots-txt';
import { ogImagePath, seoFiles } from '../../src/lib/seo-urls';
import { BROWSER_COLORS, webManifest } from '../../src/lib/web-manifest';

/** What the SEO files are made of: the content, through GraphQL, and the built pages. */
export interface SeoContent extends LlmsContent {
  readonly company: LlmsContent['company'] & { readonly siteUrl: string };
  /** Every built page. */
  readonly pagePaths: readonly string[];
}

const writeFile = async (publishDir: string, file: string, content: string | Buffer) => {
  const target = path.join(publishDir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
};

/**
 * PNG icons rendered from the one SVG mark in static/, at full resolution for each size. Not
 * gatsby-plugin-manifest: it renders every icon on a transparent background, which iOS shows as
 * black corners on the home-screen icon, and adds an apple-touch-icon link per size to every page.
 */
const writeIcons = async (publishDir: string, root: string) => {
  const svg = await fs.readFile(path.join(root, 'static', seoFiles.faviconSvg));
  const render = (size: number) => sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
  await Promise.all([
    render(32).png().toFile(path.join(publishDir, seoFiles.faviconPng)),
    render(192).png().toFile(path.join(publishDir, seoFiles.icon192)),
    render(512).png().toFile(path.join(publishDir, seoFiles.icon512)),
    // iOS draws its own rounded corners and shows transparency as black: fill the corners instead.
    render(180).flatten({ background: BROWSER_COLORS.background }).png().toFile(path.join(publishDir, seoFiles.appleTouchIcon)),
  ]);
};

/** One branded 1200 × 630 card per page, titled from the page's own <title>. */
const writeSocialCards = async (publishDir: string, pagePaths: readonly string[], siteName: string, host: string): Promise<number> => {
  const cards = new Map<string, string>(); // card path → page path (/404/ and /404.html share one)
  for (const pagePath of pagePaths) if (!cards.has(ogImagePath(pagePath))) cards.set(ogImagePath(pagePath), pagePath);
  await Promise.all(
    [...cards].map(async ([cardPath, pagePath]) => {
      const title = cardTitleFromHtml(await fs.readFile(htmlFileOf(publishDir, pagePath), 'utf8'), siteName);
      if (!title) throw new Error(`the page ${pagePath} has no <title> to put on its social card`);
      const svg = ogCardSvg({ title, eyebrow: ogEyebrow(pagePath), siteName, host });
      await writeFile(publishDir, cardPath, await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
    }),
  );
  return cards.size;
};

/**
 * robots.txt, llms.txt, the web manifest, the icons and one social card per page, every absolute
 * URL built from the resolved origin (gatsby/lib/resolve-site-origin.ts); the sitemap and the feed
 * come from Gatsby's plugins (gatsby/seo-plugins.ts). Returns what it wrote, for the build's log.
 */
export const writeSeoFiles = async (publishDir: string, root: string, content: SeoContent): Promise<string> => {
  const { company, pagePaths } = content;
  await Promise.all([
    writeFile(publishDir, seoFiles.robots, robotsTxt(company.siteUrl)),
    writeFile(publishDir, seoFiles.llms, llmsTxt(content)),
    writeFile(publishDir, seoFiles.manifest, webManifest(company)),
    writeIcons(publishDir, root),
  ]);
  const cards = await writeSocialCards(publishDir, pagePaths, company.name, new URL(company.siteUrl).host);
  return `SEO files: robots.txt, llms.txt (${content.indexablePaths.length} indexable pages), site.webmanifest, icons, ${cards} social cards`;
};
