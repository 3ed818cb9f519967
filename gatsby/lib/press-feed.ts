import { enumLabel } from '../../src/lib/enum-labels';
import { routes } from '../../src/lib/routes';
import { absoluteUrl, pressFeedTitle, seoFiles } from '../../src/lib/seo-urls';

export interface ReleaseForFeed {
  readonly slug: string;
  readonly title: string;
  /** GraphQL enum value: PUBLISHED or DRAFT. */
  readonly status: string;
  readonly date: string | null;
  readonly excerpt: string;
}

/** What PRESS_FEED_QUERY returns, merged by gatsby-plugin-feed with the site's address. */
export interface PressFeedData {
  readonly site: { readonly siteMetadata: { readonly siteUrl: string } };
  readonly company: { readonly name: string };
  readonly allPressRelease: { readonly nodes: readonly ReleaseForFeed[] };
}

/** The site's address, for gatsby-plugin-feed's own query (the default asks for a title and description the site has none of). */
export const SITE_URL_QUERY = `
  query FeedSite {
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;

export const PRESS_FEED_QUERY = `
  query PressFeed {
    company {
      name
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
`;

/** Published releases with a date, newest first: drafts never reach the feed. */
export const publishedReleases = <T extends ReleaseForFeed>(releases: readonly T[]): Array<T & { date: string }> =>
  releases
    .filter((release): release is T & { date: string } => enumLabel('PressStatus', release.status) === 'published' && Boolean(release.date))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** A content date ("2025-07-29") as midnight UTC, the day the release is dated everywhere on the site. */
const utcDay = (isoDate: string): string => `${isoDate.slice(0, 10)}T00:00:00Z`;

/**
 * The channel of the press feed, in the options of the `rss` package under gatsby-plugin-feed: it
 * links to the press page and to itself at the deploy's address, and is dated by its newest release.
 */
export const pressFeedChannel = ({ site, company, allPressRelease }: PressFeedData) => {
  const { siteUrl } = site.siteMetadata;
  const [newest] = publishedReleases(allPressRelease.nodes);
  return {
    title: pressFeedTitle(company.name),
    description: `Announcements from ${company.name}: partnerships, product launches and company news.`,
    site_url: absoluteUrl(siteUrl, routes.press),
    feed_url: absoluteUrl(siteUrl, seoFiles.rss),
    language: 'en',
    ...(newest ? { pubDate: utcDay(newest.date) } : {}),
  };
};

/** One item per published release; its URL is also its guid (isPermaLink="true"). */
export const pressFeedItems = ({ site, allPressRelease }: PressFeedData) =>
  publishedReleases(allPressRelease.nodes).map((release) => ({
    title: release.title,
    description: release.excerpt,
    url: absoluteUrl(site.siteMetadata.siteUrl, routes.pressRelease(release.slug)),
    date: utcDay(release.date),
  }));
