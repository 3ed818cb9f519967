/**
 * The loader that each built page runs inline in place of Gatsby's bundle tags: it inserts the
 * bundles once the browser has presented the first contentful paint, so evaluating them
 * (hydration) never holds back the paint of HTML that is already complete.
 *
 * The page rewrite writes it into each page with the page's bundles (lib/bundles-after-paint.ts).
 *
 * - The scripts go in first, async and at high priority, in order; then the page's data files are
 *   preloaded: the runtime and the framework evaluate while the data arrives.
 * - The paint is what the browser's paint timing reports as presented on screen. Its observer's
 *   callback is a low-priority task that a busy main thread holds back, while the entry is in the
 *   performance timeline before that, so each animation frame also looks for it.
 * - A hidden tab paints nothing: there, and when the tab is hidden before its first paint, the
 *   bundles go in at once. If no paint is reported at all, they go in after `waitLimitMs`.
 * - Browsers without paint timing insert them two animation frames and a task after parsing.
 */
export default function loadBundlesAfterPaint(scripts: readonly string[], data: readonly string[], waitLimitMs: number): void {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.fetchPriority = 'high';
      document.body.appendChild(script);
    }
    for (const href of data) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const soon = () => setTimeout(load, 0);
  // Typed as possibly missing: older browsers lack paint timing, or all of these.
  const Observer: typeof PerformanceObserver | undefined = window.PerformanceObserver;
  const nextFrame: typeof requestAnimationFrame | undefined = window.requestAnimationFrame;
  const timeline: Partial<Performance> | undefined = window.performance;
  const lookForPaint = () => {
    if (timeline?.getEntriesByName?.('first-contentful-paint').length) soon();
    else if (!started) nextFrame?.(lookForPaint);
  };
  if (document.visibilityState === 'hidden') soon();
  else if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        soon();
      }
    }).observe({ type: 'paint', buffered: true });
    if (nextFrame && timeline && timeline.getEntriesByName) nextFrame(lookForPaint);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') soon();
    });
    setTimeout(load, waitLimitMs);
  } else if (nextFrame) nextFrame(() => nextFrame(soon));
  else soon();
}
