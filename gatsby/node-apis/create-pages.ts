import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { routes } from '../../src/lib/routes';
import { reportInvalidContent } from './on-create-node';
import { showsWholeDrafts } from '../lib/whole-drafts';
import { buildFacts } from '../facts';
import { entryRedirects } from '../lib/entry-redirects';
import { FORMER_SITEMAP, SITEMAP_INDEX } from '../lib/robots-txt';
import { writeChatContent } from '../build-steps/chat-content';

const template = (name: string) => path.resolve(__dirname, '../../src/templates', `${name}.tsx`);

/** One page per content file, from one template per type; templates query their own data by `id`. */
export const createPages = async ({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> => {
  if (reportInvalidContent(reporter)) return;
  const result = await graphql<Queries.PageSourcesQuery>(`
    query PageSources {
      allSolution {
        nodes {
          id
          slug
        }
      }
      allService {
        nodes {
          id
          slug
        }
      }
      allProduct {
        nodes {
          id
          slug
        }
      }
      allPortfolioItem(filter: { hasCaseStudyPage: { eq: true } }) {
        nodes {
          id
          slug
        }
      }
      allPressRelease {
        nodes {
          id
          slug
          status
        }
      }
      allLegalPage {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read content to create pages', result.errors);
    return;
  }
  const data = result.data;

  const wholeDrafts = showsWholeDrafts(process.env);
  const pages: Array<{ path: string; component: string; id: string; context?: Record<string, unknown> }> = [
    ...data.allSolution.nodes.map((n) => ({ path: routes.solution(n.slug), component: template('solution'), id: n.id })),
    ...data.allService.nodes.map((n) => ({ path: routes.service(n.slug), component: template('service'), id: n.id })),
    ...data.allProduct.nodes.map((n) => ({ path: routes.product(n.slug), component: template('product'), id: n.id })),
    ...data.allPortfolioItem.nodes.map((n) => ({ path: routes.caseStudy(n.slug), component: template('case-study'), id: n.id })),
    // A draft's page carries its body (and its placeholders) only where the build shows drafts whole.
    ...data.allPressRelease.nodes.map((n) => ({
      path: routes.pressRelease(n.slug),
      component: template('press-release'),
      id: n.id,
      context: { whole: n.status !== 'DRAFT' || wholeDrafts },
    })),
    ...data.allLegalPage.nodes.map((n) => ({ path: routes.legal(n.slug), component: template('legal-page'), id: n.id })),
  ];

  const seen = new Map<string, string>();
  for (const page of pages) {
    const clash = seen.get(page.path);
    if (clash) reporter.panicOnBuild(`Two content files want the same page ${page.path} (${clash} and ${page.component})`);
    seen.set(page.path, page.component);
    actions.createPage({ path: page.path, component: page.component, context: { ...page.context, id: page.id } });
  }

  try {
    await writeChatContent({ graphql });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }

  // Gatsby's Netlify adapter writes these into public/_redirects, which netlify dev and Netlify serve.
  for (const redirect of entryRedirects(buildFacts())) {
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true });
  }
  // Search consoles that were given the sitemap's former address keep finding it; forced, so a stale file left in a cached public/ cannot answer instead.
  actions.createRedirect({ fromPath: FORMER_SITEMAP, toPath: SITEMAP_INDEX, isPermanent: true, force: true });
};
