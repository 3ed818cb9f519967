import { linkTargets } from '../gatsby/lib/html';

/**
 * Internal-link crawler over a served build, shared by `npm run audit:links` and the internal-links e2e test.
 * Not linkinator: it checks links but cannot name the pages no link reaches (unlinkedSeeds) or
 * treat the production origin's absolute links as internal, both of which the budgets rely on.
 */

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
  redirects: Array<{ from: string; to: string }>;
}

/** What one fetched URL answered. */
interface Target {
  status: number;
  redirected: boolean;
  finalPath?: string;
  ids: Set<string>;
  hrefs: string[];
  isHtml: boolean;
  error?: string;
}

/** One internal link on a page; key is null when the href is no URL. */
interface Occurrence {
  from: string;
  href: string;
  key: string | null;
  fragment: string;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Crawls a served site from `start`, following every internal <a href>, and checks each internal
 * link: the target answers 2xx (after redirects) and, when the link has a #fragment, the target
 * page has an element with that id. External links are counted, not fetched (closed network).
 */
export const crawlSite = async ({
  baseUrl,
  start = '/',
  seeds = [],
  sameSiteOrigins = [],
  concurrency = 6,
  maxPages = 2000,
}: CrawlOptions): Promise<CrawlResult> => {
  const base = new URL(baseUrl);
  // Absolute links to the production origin (e.g. https://example.com/about/) are internal too.
  const siteOrigins = new Set([base.origin, ...sameSiteOrigins.map((origin) => new URL(origin).origin)]);

  /** key (path + query) → what it answered */
  const targets = new Map<string, Target>();
  const occurrences: Occurrence[] = [];
  let externalLinks = 0;

  const keyOf = (url: URL) => url.pathname + url.search;

  const fetchTarget = async (key: string): Promise<Target> => {
    try {
      const response = await fetch(new URL(key, base), { redirect: 'follow' });
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('text/html') ? await response.text() : (await response.arrayBuffer(), null);
      const parsed = body === null ? { hrefs: [], ids: new Set<string>() } : linkTargets(body);
      return {
        status: response.status,
        redirected: response.redirected,
        finalPath: keyOf(new URL(response.url)),
        ids: parsed.ids,
        hrefs: response.ok ? parsed.hrefs : [],
        isHtml: body !== null,
      };
    } catch (error) {
      return { status: 0, error: (error as Error).message, redirected: false, ids: new Set(), hrefs: [], isHtml: false };
    }
  };

  // Breadth-first over keys; each target is fetched once however many pages link to it. Seeds (the
  // build's page list) make sure pages no link reaches still have their own links checked.
  const seedKeys = seeds.map((seed) => keyOf(new URL(seed, base)));
  const queue = [...new Set([keyOf(new URL(start, base)), ...seedKeys])];
  const seen = new Set(queue);
  const pagesCrawled: string[] = [];

  const visit = async (key: string) => {
    const target = await fetchTarget(key);
    targets.set(key, target);
    if (!target.isHtml || target.status < 200 || target.status >= 300) return;
    // A redirect's page is crawled once, under the address it lands on.
    if (target.redirected) {
      if (target.finalPath !== undefined && !seen.has(target.finalPath)) {
        seen.add(target.finalPath);
        queue.push(target.finalPath);
      }
      return;
    }
    pagesCrawled.push(key);
    const pageUrl = new URL(key, base);
    for (const href of target.hrefs) {
      if (href === '' || href === '#') continue; // no target to check
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        occurrences.push({ from: key, href, key: null, fragment: '' });
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue; // mailto:, tel:
      if (!siteOrigins.has(url.origin)) {
        externalLinks += 1;
        continue;
      }
      const targetKey = keyOf(url);
      occurrences.push({ from: key, href, key: targetKey, fragment: url.hash.slice(1) });
      if (!seen.has(targetKey) && seen.size < maxPages) {
        seen.add(targetKey);
        queue.push(targetKey);
      }
    }
  };

  // A small worker pool: workers drain the queue, which visits keep filling.
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < concurrency && queue.length > 0) {
        const key = queue.shift() as string;
        active += 1;
        visit(key)
          .then(() => {
            active -= 1;
            pump();
          })
          .catch(reject);
      }
    };
    pump();
  });

  const broken: BrokenLink[] = [];
  const redirects = new Map<string, string>();
  for (const link of occurrences) {
    if (link.key === null) {
      broken.push({ from: link.from, href: link.href, reason: 'unparseable URL' });
      continue;
    }
    const target = targets.get(link.key);
    if (!target || target.status < 200 || target.status >= 300) {
      const reason = target?.error ? `request failed: ${target.error}` : `HTTP ${target?.status ?? 'not fetched'}`;
      broken.push({ from: link.from, href: link.href, reason });
      continue;
    }
    if (target.redirected && target.finalPath !== undefined) redirects.set(link.key, target.finalPath);
    // "#top" scrolls to the top of any document (HTML spec), with or without such an id.
    if (link.fragment && link.fragment.toLowerCase() !== 'top') {
      const fragment = safeDecode(link.fragment);
      if (!target.ids.has(fragment) && !target.ids.has(link.fragment)) {
        broken.push({ from: link.from, href: link.href, reason: `no element with id "${fragment}" on ${target.finalPath}` });
      }
    }
  }

  // A page of the build's list that the server does not answer is as broken as a link to it.
  for (const key of seedKeys) {
    const target = targets.get(key);
    if (target && (target.status < 200 || target.status >= 300)) {
      broken.push({ from: '(page list)', href: key, reason: target.error ? `request failed: ${target.error}` : `HTTP ${target.status}` });
    }
  }

  const linkedFromOtherPages = new Set<string | null>(occurrences.filter((link) => link.key !== link.from).map((link) => link.key));
  return {
    pagesCrawled: pagesCrawled.sort(),
    unlinkedSeeds: seedKeys.filter((key) => !linkedFromOtherPages.has(key) && key !== keyOf(new URL(start, base))),
    linksChecked: occurrences.length,
    uniqueTargets: new Set(occurrences.map((link) => link.key)).size,
    externalLinks,
    broken,
    redirects: [...redirects].map(([from, to]) => ({ from, to })),
  };
};

/** The lines the audit script and the test print. */
export const formatCrawlReport = (result: CrawlResult): string => {
  const lines = [
    `pages crawled:          ${result.pagesCrawled.length}`,
    `internal links checked: ${result.linksChecked} (${result.uniqueTargets} distinct URLs)`,
    `external links skipped: ${result.externalLinks}`,
    `redirected targets:     ${result.redirects.length}${result.redirects.map((r) => `\n  ${r.from} -> ${r.to}`).join('')}`,
    `pages no other page links to: ${result.unlinkedSeeds.length}${result.unlinkedSeeds.map((key) => `\n  ${key}`).join('')}`,
    `broken:                 ${result.broken.length}`,
    ...result.broken.map((link) => `  on ${link.from}: ${link.href} (${link.reason})`),
  ];
  return lines.join('\n');
};
