// The layout half of the visual check: the boxes of a page's structural elements, compared with a
// committed snapshot on every Chromium. Pixels differ between Chromium builds (anti-aliasing, text
// rasterisation); where headings, sections, cards, buttons and images sit does not, beyond a few
// pixels of text width. So a moved, resized, added or missing block fails with any Chromium.
// A snapshot names each element by its tag and its place among its tag (never by its text), so a
// writer's rewording shows only where it moves boxes.
import type { Page } from '@playwright/test';

/** Elements whose boxes make up a page's layout. */
const LAYOUT_SELECTOR = 'header, nav, main, footer, section, article, form, h1, h2, h3, h4, button, img, input, textarea, select, a[href][class]';

/** Difference in pixels, per edge, that text rasterisation between Chromium builds may cause; more is a layout change. */
export const LAYOUT_TOLERANCE_PX = 4;

export interface LayoutBox {
  /** Tag and its index among the visible elements of that tag, e.g. "h2 #3". */
  element: string;
  /** [x, y, width, height] in page pixels. */
  box: number[];
}

/** Boxes of the visible layout elements in document order. */
export const readLayout = (page: Page): Promise<LayoutBox[]> =>
  page.evaluate((selector) => {
    const seen = new Map<string, number>();
    return [...document.querySelectorAll(selector)].flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return [];
      const tag = element.tagName.toLowerCase();
      const index = (seen.get(tag) ?? 0) + 1;
      seen.set(tag, index);
      const box = [rect.x, rect.y + window.scrollY, rect.width, rect.height].map(Math.round);
      return [{ element: `${tag} #${index}`, box }];
    });
  }, LAYOUT_SELECTOR);

/** What differs between a snapshot and this run's layout, as readable lines (empty when they match). */
export const layoutChanges = (expected: LayoutBox[], actual: LayoutBox[]): string[] => {
  const changes: string[] = [];
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
