// The layout half of the visual check: the boxes of a page's structural elements, compared with a
// committed snapshot on every Chromium. Pixels differ between Chromium builds (anti-aliasing, text
// rasterisation); where headings, sections, cards, buttons and images sit does not, beyond a few
// pixels of text width. So a moved, resized, added or missing block fails with any Chromium.

/** Elements whose boxes make up a page's layout. */
const LAYOUT_SELECTOR = 'header, nav, main, footer, section, article, form, h1, h2, h3, h4, button, img, input, textarea, select, a[href][class]';

/** Difference in pixels, per edge, that text rasterisation between Chromium builds may cause; more is a layout change. */
export const LAYOUT_TOLERANCE_PX = 4;

/** Boxes of the visible layout elements in document order, each named by its tag and a text or alt snippet. */
export const readLayout = (tab) =>
  tab.evaluate((selector) => {
    const label = (element) =>
      (element.getAttribute('aria-label') || element.getAttribute('alt') || element.getAttribute('name') || element.textContent || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
    return [...document.querySelectorAll(selector)].flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return [];
      const box = [rect.x, rect.y + window.scrollY, rect.width, rect.height].map(Math.round);
      return [{ element: `${element.tagName.toLowerCase()} "${label(element)}"`, box }];
    });
  }, LAYOUT_SELECTOR);

/** What differs between a snapshot and this run's layout, as readable lines (empty when they match). */
export const layoutChanges = (expected, actual) => {
  const changes = [];
  const count = Math.max(expected.length, actual.length);
  for (let index = 0; index < count && changes.length < 10; index += 1) {
    const before = expected[index];
    const after = actual[index];
    if (!before || !after || before.element !== after.element) {
      changes.push(`#${index}: ${before?.element ?? '(none)'} → ${after?.element ?? '(none)'}`);
      continue;
    }
    const moved = before.box.some((value, edge) => Math.abs(value - after.box[edge]) > LAYOUT_TOLERANCE_PX);
    if (moved) changes.push(`${after.element}: [x y w h] ${before.box.join(' ')} → ${after.box.join(' ')}`);
  }
  if (expected.length !== actual.length) changes.push(`${expected.length} layout elements → ${actual.length}`);
  return changes;
};
