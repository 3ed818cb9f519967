// Internal-link crawler over a served build, shared by `npm run audit:links` and the budgets e2e test.
// CommonJS on purpose: the .mjs audit script imports it and jest (ts-jest, commonjs) requires it.
// Types for TypeScript callers: link-crawler.d.cts beside this file.
'use strict';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML character references React and Gatsby write into attribute values. */
const decodeEntities = (text) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });

// A start tag whose attribute values may themselves contain ">" inside quotes.
const START_TAG = /<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const parseAttributes = (source) => {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set(match[1].toLowerCase(), decodeEntities(value));
  }
  return attributes;
};

/**
 * The anchors' hrefs and the fragment targets (every id, and <a name>) of one HTML document.
 * Scripts, styles and comments are dropped first so that markup inside them is not read as links.
 */
const parseHtml = (html) => {
  const visible = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const hrefs = [];
  const ids = new Set();
  for (const match of visible.matchAll(START_TAG)) {
    const tag = match[1].toLowerCase();
    const attributes = parseAttributes(match[2]);
    if (attributes.has('id')) ids.add(attributes.get('id'));
    if (tag === 'a' || tag === 'area') {
      if (attributes.has('name')) ids.add(attributes.get('name'));
      if (attributes.has('href')) hrefs.push(attributes.get('href').trim());
    }
  }
  return { hrefs, ids };
};

const safeDecode = (text) => {
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
const crawlSite = async ({ baseUrl, start = '/', seeds = [], sameSiteOrigins = [], concurrency = 6, maxPages = 2000 }) => {
  const base = new URL(baseUrl);
  // Absolute links to the production origin (e.g. https://example.com/about/) are internal too.
  const siteOrigins = new Set([base.origin, ...sameSiteOrigins.map((origin) => new URL(origin).origin)]);

  /** key (path + query) → { status, redirected, finalPath, ids, hrefs, isHtml, error? } */
  const targets = new Map();
  const occurrences = [];
  let externalLinks = 0;

  const keyOf = (url) => url.pathname + url.search;

  const fetchTarget = async (key) => {
    try {
      const response = await fetch(new URL(key, base), { redirect: 'follow' });
      const type = response.headers.get('content-type') ?? '';
      const body = type.includes('text/html') ? await response.text() : (await response.arrayBuffer(), null);
      const parsed = body === null ? { hrefs: [], ids: new Set() } : parseHtml(body);
      return {
        status: response.status,
        redirected: response.redirected,
        finalPath: keyOf(new URL(response.url)),
        ids: parsed.ids,
        hrefs: response.ok ? parsed.hrefs : [],
        isHtml: body !== null,
      };
    } catch (error) {
      return { status: 0, error: error.message, redirected: false, ids: new Set(), hrefs: [], isHtml: false };
    }
  };

  // Breadth-first over keys; each target is fetched once however many pages link to it. Seeds (the
  // build's page list) make sure pages no link reaches still have their own links checked.
  const seedKeys = seeds.map((seed) => keyOf(new URL(seed, base)));
  const queue = [...new Set([keyOf(new URL(start, base)), ...seedKeys])];
  const seen = new Set(queue);
  const pagesCrawled = [];

  const visit = async (key) => {
    const target = await fetchTarget(key);
    targets.set(key, target);
    if (!target.isHtml || target.status < 200 || target.status >= 300) return;
    // A redirect's page is crawled once, under the address it lands on.
    if (target.redirected) {
      if (!seen.has(target.finalPath)) {
        seen.add(target.finalPath);
        queue.push(target.finalPath);
      }
      return;
    }
    pagesCrawled.push(key);
    const pageUrl = new URL(key, base);
    for (const href of target.hrefs) {
      if (href === '' || href === '#') continue; // no target to check
      let url;
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
  await new Promise((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < concurrency && queue.length > 0) {
        const key = queue.shift();
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

  const broken = [];
  const redirects = new Map();
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
    if (target.redirected) redirects.set(link.key, target.finalPath);
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

  const linkedFromOtherPages = new Set(occurrences.filter((link) => link.key !== link.from).map((link) => link.key));
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
const formatCrawlReport = (result) => {
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

module.exports = { crawlSite, formatCrawlReport, parseHtml };
