/**
 * Gatsby ends each page with `<script src="/…js" async>` tags for its bundles. On a fast
 * connection they arrive before the first frame, and their evaluation (hydration) holds back the
 * first paint of HTML that is already complete. The build (gatsby/post-build/rewrite-pages.ts)
 * replaces those tags with one inline loader that inserts the same bundles once the first
 * contentful paint has been presented on screen, as the browser's paint timing reports it. That
 * can be a while after the frame was produced: waiting two animation frames was too early on a
 * slow device, where the scripts were already downloading while the first paint still waited to
 * be shown. Browsers without paint timing fall back to two animation frames and a task.
 *
 * No <link rel="preload"> in the HTML: a preload fetches at high priority, in competition with
 * the HTML, and a preloaded script that runs as soon as it lands is what held the paint back
 * (Lighthouse counts it as render-blocking too); the loader adds its data preloads only after the
 * paint, with the bundles. Links work without JavaScript, so hydrating a frame later costs a
 * visitor nothing. A hidden tab paints nothing: there (and when the tab is hidden before its
 * first paint) the loader inserts the bundles at once; if no paint is reported at all, they go in
 * after PAINT_WAIT_LIMIT_MS anyway. The rewrite runs before the CSP step, which hashes the loader
 * like any inline script.
 */

// Exactly what Gatsby 5 renders for a bundle (static-entry.js: <script src={path} async />).
const BUNDLE_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;
const LOADER_ID = 'bundles-after-paint';

/** What a page fetches besides Gatsby's bundles before it can hydrate. */
export interface PageResources {
  /** Its template's chunks. */
  scripts: readonly string[];
  /** Its data files: page-data.json, app-data.json, static query results. */
  data: readonly string[];
}

/** The longest the loader waits for a first paint before inserting the bundles anyway. */
export const PAINT_WAIT_LIMIT_MS = 5000;

/**
 * The inline loader: after the first contentful paint, inserts these scripts (async, high
 * priority, in order), then preloads these data files, all in one task.
 */
export const loaderScript = (sources: readonly string[], data: readonly string[] = []): string =>
  `(function(){var s=${JSON.stringify(sources)},d=${JSON.stringify(data)},started=false;` +
  // The scripts first, at high priority, then the data: the runtime and the framework evaluate
  // while the data arrives.
  `function load(){if(started)return;started=true;` +
  `s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;e.fetchPriority='high';document.body.appendChild(e)});` +
  `d.forEach(function(u){var k=document.createElement('link');k.rel='preload';k.as='fetch';k.crossOrigin='anonymous';k.href=u;document.head.appendChild(k)})}` +
  `function soon(){setTimeout(load,0)}` +
  `var P=window.PerformanceObserver,raf=window.requestAnimationFrame,perf=window.performance;` +
  // The observer's callback is a low-priority task that a busy main thread holds back; the paint
  // entry is in the performance timeline before that, and each frame looks for it.
  `function poll(){if(perf.getEntriesByName('first-contentful-paint').length)soon();else if(!started)raf(poll)}` +
  `if(document.visibilityState==='hidden')soon();` +
  `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
  `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();soon()}}).observe({type:'paint',buffered:true});` +
  `if(raf&&perf&&perf.getEntriesByName)raf(poll);` +
  `document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')soon()});` +
  `setTimeout(load,${PAINT_WAIT_LIMIT_MS})}` +
  `else if(raf)raf(function(){raf(soon)});` +
  `else soon()})();`;

/**
 * Returns the page with its bundle tags replaced by the loader, or null when the page has no
 * bundle tags (so the caller can tell Gatsby's output changed). Idempotent.
 * `page` adds what Gatsby would otherwise fetch one round trip after another once its runtime
 * runs: the page template's chunks and the page's data files. Requested together with the
 * bundles, they are there when the runtime asks for them.
 */
export const deferBundles = (html: string, page: PageResources = { scripts: [], data: [] }): string | null => {
  if (html.includes(`id="${LOADER_ID}"`)) return html;
  const bundles = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]);
  if (bundles.length === 0) return null;
  const sources = [...new Set([...bundles, ...page.scripts])];
  let replaced = false;
  return html.replace(BUNDLE_TAG, () => {
    if (replaced) return '';
    replaced = true;
    return `<script id="${LOADER_ID}">${loaderScript(sources, page.data)}</script>`;
  });
};
