import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { writeMediaKitTexts } from '../build-steps/media-kit-texts';
import { writeMediaKitArchives } from '../build-steps/media-kit-archives';
import { writeMissingProductVisuals } from '../build-steps/product-visuals';
import { warnOfPlaceholderContacts } from '../build-steps/placeholder-contacts';
import { refuseLinksToReservedHosts } from '../build-steps/reserved-host-links';
import { refuseVisiblePlaceholders } from '../build-steps/visible-placeholders';
import { writeCspHeaders } from '../build-steps/csp-headers';
import { writeSearchFiles } from '../build-steps/search-index';
import { writeAnswerUnits } from '../build-steps/answer-units';
import { writeSeoFiles } from '../build-steps/seo-files';
import { buildFacts } from '../facts';
import { contentDir } from '../content-dir';
import { buildSiteOrigin } from '../site-origin';
import { refuseDeadInternalLinks } from '../build-steps/dead-links';
import { entryRedirects } from '../lib/entry-redirects';
import { indexablePagesOf } from '../lib/indexing';
import { showsWholeDrafts } from '../lib/whole-drafts';

/** Gatsby builds from the site root, into public/. */
const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, 'public');

/** A step after the build: it returns a line for the build's log, or nothing; it throws to fail the build. */
interface PostBuildStep {
  /** Named in the message when it fails. */
  name: string;
  run: () => Promise<string | void> | string | void;
}

/**
 * After the pages are built, in this order: checks on the built pages, the files made from
 * content (media kit, robots.txt, llms.txt, icons, social cards), the search
 * index, the check that every internal link of every page leads to a page or file of the build,
 * and last the per-page Content-Security-Policy in _headers, hashed from the pages' final HTML.
 * Gatsby runs the site's own onPostBuild after its plugins', so the pages are final here: rewritten
 * by plugins/gatsby-plugin-first-paint when it is on, as Gatsby wrote them when it is off (the
 * sitemap and the feed are already written, by the plugins of gatsby/seo-plugins.ts). Each
 * step's module is in gatsby/build-steps/; the formats are pure functions in gatsby/lib/ and src/lib/.
 */
export const onPostBuild = async ({ graphql, reporter }: BuildArgs): Promise<void> => {
  const result = await graphql<Queries.PostBuildSeoFilesQuery>(`
    query PostBuildSeoFiles {
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
      navigation {
        header {
          label
          to
        }
        footerCompany {
          label
          to
        }
      }
      searchContent {
        buttonLabel
        dialogTitle
        inputLabel
        placeholder
        submitLabel
        closeLabel
        resultsLabel
        resultCount
        noResults
        emptyQuery
        loading
        homeSection
        otherSection
        synonyms {
          terms
        }
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
          status
        }
      }
    }
  `);
  const data = result.data;
  // The origin the pages were built with (gatsby-config's siteMetadata): every absolute URL below is made from it.
  const origin = buildSiteOrigin(contentDir);
  if (result.errors || !data?.company || !data.navigation || !data.searchContent || !origin.ok) {
    reporter.panicOnBuild('Could not read content and site origin for robots.txt, llms.txt and search', result.errors);
    return;
  }
  const siteUrl = origin.origin;
  const company = { ...data.company, siteUrl };
  const { navigation, searchContent } = data;
  // Pages Gatsby only serves in development never reach public/.
  const pagePaths = data.allSitePage.nodes.map((page) => page.path).filter((pagePath) => pagePath !== '/dev-404-page/');
  const seoContent = {
    company,
    pagePaths,
    // The sitemap's pages (gatsby/seo-plugins.ts reads them with the same function): search and llms.txt hold no other.
    indexablePaths: indexablePagesOf(data),
    solutions: data.allSolution.nodes,
    products: data.allProduct.nodes,
    services: data.allService.nodes,
  };

  const steps: PostBuildStep[] = [
    { name: 'links to reserved hosts', run: () => refuseLinksToReservedHosts(PUBLIC, pagePaths) },
    { name: 'placeholders on the pages', run: () => refuseVisiblePlaceholders(PUBLIC, showsWholeDrafts(process.env)) },
    { name: 'placeholder contact details', run: () => warnOfPlaceholderContacts(company, reporter) },
    // Again after Gatsby has copied static/ into public/ (it does so after bootstrap), which brought back a changed product's old picture.
    { name: 'product pictures', run: () => writeMissingProductVisuals(reporter) },
    {
      name: 'media kit',
      run: () => {
        const written = [...writeMediaKitTexts(PUBLIC, buildFacts()), ...writeMediaKitArchives(PUBLIC, buildFacts())];
        return `Media kit: ${written.join(', ')} written from content/media-kit/ with the company's details and the products' pictures`;
      },
    },
    { name: 'SEO files (robots.txt, llms.txt, icons, social cards)', run: () => writeSeoFiles(PUBLIC, ROOT, seoContent) },
    {
      name: 'search index',
      run: () => {
        const { homeSection, otherSection, synonyms, ...labels } = searchContent;
        // A link to a retired entry has no label or address: it names no section.
        const sectionLinks = [...navigation.header, ...navigation.footerCompany].flatMap(({ label, to }) => (label && to ? [{ label, to }] : []));
        return writeSearchFiles(PUBLIC, seoContent.indexablePaths, sectionLinks, {
          labels,
          homeSection,
          otherSection,
          synonyms: synonyms.map((group) => ({ terms: [...group.terms] })),
        });
      },
    },
    { name: "the assistant's answer units", run: () => writeAnswerUnits(PUBLIC, seoContent.indexablePaths) },
    { name: 'internal links', run: () => refuseDeadInternalLinks(PUBLIC, pagePaths, siteUrl, entryRedirects(buildFacts())) },
    { name: 'Content-Security-Policy headers', run: () => writeCspHeaders({ publishDir: PUBLIC, root: ROOT, env: process.env }) },
  ];
  for (const step of steps) {
    try {
      const line = await step.run();
      if (line) reporter.info(line);
    } catch (error) {
      reporter.panicOnBuild(`After the build, ${step.name}: ${(error as Error).message}`);
      return;
    }
  }
};
