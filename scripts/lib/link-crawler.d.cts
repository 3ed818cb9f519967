/** Types of link-crawler.cjs (plain CommonJS so both the .mjs audit script and jest can load it). */

export interface CrawlOptions {
  /** Where the build is served, e.g. http://localhost:8888 */
  baseUrl: string;
  /** First page, default "/". */
  start?: string;
  /** More pages to crawl besides what links reach (the build's page list), so orphan pages are checked too. */
  seeds?: string[];
  /** Other origins whose links count as internal (the production origin in canonical-style absolute links). */
  sameSiteOrigins?: string[];
  /** Parallel requests, default 6. */
  concurrency?: number;
  /** Stop queueing new URLs after this many, default 2000. */
  maxPages?: number;
}

export interface BrokenLink {
  /** Page (path + query) the link is on, or "(page list)" for a seed page the server does not answer. */
  from: string;
  /** The href as written. */
  href: string;
  reason: string;
}

export interface CrawlResult {
  /** Paths of the HTML pages that answered 2xx and were parsed, sorted. */
  pagesCrawled: string[];
  /** Seeds that no link on another page points at (reachable only by typing the URL or via client-side UI). */
  unlinkedSeeds: string[];
  /** Internal <a href> occurrences checked, over all pages. */
  linksChecked: number;
  /** Distinct internal URLs (path + query) those links point at. */
  uniqueTargets: number;
  externalLinks: number;
  broken: BrokenLink[];
  /** Internal targets that answered through a redirect. */
  redirects: { from: string; to: string }[];
}

export function crawlSite(options: CrawlOptions): Promise<CrawlResult>;
export function formatCrawlReport(result: CrawlResult): string;
export function parseHtml(html: string): { hrefs: string[]; ids: Set<string> };
