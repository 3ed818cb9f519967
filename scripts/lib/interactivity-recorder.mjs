// What scripts/bench-interactivity.mjs records in a page it loads, and how it reads a control's answer from it.

/**
 * In the page before any of its own code: its touches, each time the menu opened or closed, when
 * the theme flipped (a mutation observer notes the change right after the handler that made it),
 * when it hydrated, and its long tasks.
 */
export const recorder = ({ menu, menuOpen, themeFlag }) => {
  const bench = { touches: [], tapEnds: [], menuChanges: [], themeAt: null, hydratedAt: null, longTasks: [], layoutShift: 0 };
  window.__bench = bench;
  window.addEventListener(
    'touchstart',
    (event) => {
      // The theme as it stands at the first touch, before any handler could change it.
      if (bench.touches.length === 0) bench.themeStart = themeFlagSet();
      bench.touches.push(event.timeStamp);
    },
    { capture: true, passive: true },
  );
  window.addEventListener('touchend', (event) => bench.tapEnds.push(event.timeStamp), { capture: true, passive: true });
  const isMenuOpen = () => {
    const button = menu && document.querySelector(menu);
    if (!button) return false;
    return menuOpen === 'aria-expanded' ? button.getAttribute('aria-expanded') === 'true' : button.classList.contains('expanded');
  };
  window.__benchMenuIsOpen = isMenuOpen;
  const themeFlagSet = () => {
    const element = themeFlag && (themeFlag.element === 'html' ? document.documentElement : document.body);
    return element ? element.classList.contains(themeFlag.className) : null;
  };
  new MutationObserver(() => {
    const now = performance.now();
    if (bench.hydratedAt === null && document.documentElement.getAttribute('data-hydrated') === 'true') bench.hydratedAt = now;
    // Every time the menu opens or closes; it starts closed, so the first is the opening.
    if (isMenuOpen() !== (bench.menuChanges.length % 2 === 1)) bench.menuChanges.push(now);
    if (bench.themeAt === null && bench.themeStart !== undefined && themeFlagSet() !== bench.themeStart) bench.themeAt = now;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'aria-expanded', 'class'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Shifts not caused by a tap (the web font replacing its fallback, late content), as CLS counts them.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * From the first contentful paint until the answer, and from the end of the answered tap until the
 * answer (from the paint for a tap that ended before it: nothing can answer what the visitor
 * cannot see yet).
 */
export const answerOf = (answeredAt, tapEnds, fcpMs) => {
  const tapEnd = tapEnds.filter((time) => time <= answeredAt).at(-1) ?? NaN;
  if (answeredAt === null) return { atMs: NaN, afterFcpMs: NaN, tapToAnswerMs: NaN };
  return { atMs: answeredAt, afterFcpMs: answeredAt - fcpMs, tapToAnswerMs: answeredAt - Math.max(tapEnd, fcpMs) };
};
