import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import sharp from 'sharp';
import { identityOf } from './lib/company-identity';
import { indexablePaths, isNotFoundPath } from './lib/indexing';
import { llmsTxt } from './lib/llms-txt';
import { cardTitleFromHtml, ogCardSvg, ogEyebrow } from './lib/og-card';
import { routes } from '../src/lib/routes';
import { placeholderContactDetails } from './lib/placeholder-contacts';
import { rssXml } from './lib/rss';
import { reservedHostLinks } from './lib/reserved-hosts';
import { DEAD_LINK_ADVICE, RESERVED_HOSTS_NAMED } from '../src/lib/reserved-hosts';
import { ogImagePath, seoFiles } from '../src/lib/seo-urls';
import { robotsTxt, sitemapXml } from './lib/sitemap';
import { writeMediaKitTexts } from './media-kit-texts';
import { writeCspHeaders } from './post-build/csp-headers';
import { rewritePages } from './post-build/rewrite-pages';

/** Gatsby builds from the site root, into public/. */
const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, 'public');

const write = async (file: string, content: string | Buffer) => {
  const target = path.join(PUBLIC, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
};

/** The built HTML file of a page path: "/about/" → public/about/index.html, "/404.html" → public/404.html. */
const htmlFile = (pagePath: string) => path.join(PUBLIC, pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html'));

/**
 * PNG icons rendered from the one SVG mark in static/, at full resolution for each size. Not
 * gatsby-plugin-manifest: it renders every icon on a transparent background, which iOS shows as
 * black corners on the home-screen icon, and adds an apple-touch-icon link per size to every page.
 */
const writeIcons = async () => {
  const svg = await fs.readFile(path.join(ROOT, 'static', seoFiles.faviconSvg));
  const render = (size: number) => sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
  await Promise.all([
    render(32).png().toFile(path.join(PUBLIC, seoFiles.faviconPng)),
    render(192).png().toFile(path.join(PUBLIC, seoFiles.icon192)),
    render(512).png().toFile(path.join(PUBLIC, seoFiles.icon512)),
    // iOS draws its own rounded corners and shows transparency as black: fill the corners instead.
    render(180).flatten({ background: '#ffffff' }).png().toFile(path.join(PUBLIC, seoFiles.appleTouchIcon)),
  ]);
};

/** One branded 1200 × 630 card per page, titled from the page's own <title>. */
const writeSocialCards = async (pagePaths: readonly string[], siteName: string, host: string): Promise<number> => {
  const cards = new Map<string, string>(); // card path → page path (/404/ and /404.html share one)
  for (const pagePath of pagePaths) if (!cards.has(ogImagePath(pagePath))) cards.set(ogImagePath(pagePath), pagePath);
  await Promise.all(
    [...cards].map(async ([cardPath, pagePath]) => {
      const title = cardTitleFromHtml(await fs.readFile(htmlFile(pagePath), 'utf8'), siteName);
      if (!title) throw new Error(`the page ${pagePath} has no <title> to put on its social card`);
      const svg = ogCardSvg({ title, eyebrow: ogEyebrow(pagePath), siteName, host });
      await write(cardPath, await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
    }),
  );
  return cards.size;
};

/**
 * After the pages are built: sitemap.xml, robots.txt, rss.xml, llms.txt, icons and one social card
 * per page, all from content through GraphQL (the formats are pure functions in src/lib); then the
 * pages' final HTML (styles in <head>, bundles after the first paint), and last the per-page
 * Content-Security-Policy in _headers, hashed from that final HTML.
 */
export const onPostBuild = async ({ graphql, reporter }: BuildArgs): Promise<void> => {
  const result = await graphql<Queries.PostBuildSeoFilesQuery>(`
    query PostBuildSeoFiles {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
        name
        legalName
        description
        location
        email
        pressEmail
        privacyEmail
        phone
        freeConsultationMinutes
        blockPriceUsd
        blockMinutes
      }
      allSitePage {
        nodes {
          path
        }
      }
      allSolution(sort: { order: ASC }) {
        nodes {
          slug
          name
          kind
          tagline
        }
      }
      allProduct(sort: { order: ASC }) {
        nodes {
          slug
          name
          category
          tagline
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          slug
          title
          description
        }
      }
      allPressRelease {
        nodes {
          slug
          title
          status
          date
          excerpt
        }
      }
    }
  `);
  const data = result.data;
  const siteUrl = data?.site?.siteMetadata?.siteUrl;
  if (result.errors || !data?.company || !siteUrl) {
    reporter.panicOnBuild('Could not read content and site origin for sitemap, feed and llms.txt', result.errors);
    return;
  }
  // Every absolute URL below is built from the resolved origin (gatsby/lib/resolve-site-origin.ts).
  const company = { ...data.company, siteUrl };
  // Pages Gatsby only serves in development never reach public/.
  const pagePaths = data.allSitePage.nodes.map((page) => page.path).filter((pagePath) => pagePath !== '/dev-404-page/');
  const draftPaths = data.allPressRelease.nodes.filter((release) => release.status === 'DRAFT').map((release) => routes.pressRelease(release.slug));
  const sitemapPaths = indexablePaths(pagePaths, draftPaths);

  // A link to a reserved name (.example, .test, .invalid, localhost) is a dead link for every visitor.
  const deadLinks = (
    await Promise.all(pagePaths.map(async (pagePath) => reservedHostLinks(await fs.readFile(htmlFile(pagePath), 'utf8')).map((href) => `${pagePath}: ${href}`)))
  ).flat();
  if (deadLinks.length > 0) {
    reporter.panicOnBuild(
      `${deadLinks.length} link(s) lead to hosts that cannot exist (${RESERVED_HOSTS_NAMED}). ${DEAD_LINK_ADVICE}:\n  ${deadLinks.join('\n  ')}`,
    );
    return;
  }

  // The shipped content is a fictional company's: say, once, what still reaches no one.
  const placeholders = placeholderContactDetails(company);
  if (placeholders.length > 0) {
    reporter.warn(
      `${placeholders.length} contact detail(s) in content/site/company.yaml (or the URL variable) reach no one; replace them before going live:\n  ${placeholders.join('\n  ')}`,
    );
  }

  try {
    const mediaKit = writeMediaKitTexts(PUBLIC, identityOf(company, company.siteUrl));
    reporter.info(`Media kit: ${mediaKit.join(', ')} written from content/media-kit/ with the company's details`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  try {
    await Promise.all([
      write(seoFiles.sitemap, sitemapXml(company.siteUrl, sitemapPaths)),
      write(seoFiles.robots, robotsTxt(company.siteUrl)),
      write(seoFiles.rss, rssXml(company, data.allPressRelease.nodes)),
      write(seoFiles.llms, llmsTxt({ company, solutions: data.allSolution.nodes, products: data.allProduct.nodes, services: data.allService.nodes })),
      writeIcons(),
    ]);
    const cards = await writeSocialCards(pagePaths, company.name, new URL(company.siteUrl).host);
    const noindex = pagePaths.filter((pagePath) => !isNotFoundPath(pagePath)).length - sitemapPaths.length;
    reporter.info(
      `SEO files: sitemap.xml (${sitemapPaths.length} pages, ${noindex} noindex left out), robots.txt, rss.xml, llms.txt, icons, ${cards} social cards`,
    );
  } catch (error) {
    reporter.panicOnBuild('Could not write the SEO files (sitemap, feed, llms.txt, icons, social cards)', error as Error);
    return;
  }

  try {
    const pages = rewritePages(PUBLIC);
    reporter.info(`Pages: ${pages} pages have their styles in <head> and load their bundles after the first paint`);
  } catch (error) {
    reporter.panicOnBuild(`Could not rewrite the built pages: ${(error as Error).message}`);
    return;
  }

  try {
    reporter.info(writeCspHeaders({ publishDir: PUBLIC, root: ROOT, env: process.env }));
  } catch (error) {
    reporter.panicOnBuild(`Could not write the Content-Security-Policy headers: ${(error as Error).message}`);
  }
};
