import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0/2.1 A and AA plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core over the page as it is now, with no rule or element excluded: one line per violation and
 * node, so a failure names the page, the rule and the element.
 *
 * Legacy mode runs axe inside the page itself; the default mode opens an extra blank page per scan
 * to merge frame results, which doubles the time of a scan. Legacy mode does not look into
 * cross-origin frames, so a page that gains a frame fails here until the frame is accounted for.
 * Only violations are collected in detail (`resultTypes`, set before the tags: `options()` replaces
 * what `withTags()` set): axe then keeps one example of each passing rule instead of every node.
 */
export const axeViolations = async (page: Page, where: string, include?: string): Promise<string[]> => {
  const frames = page.frames().map((frame) => frame.url());
  if (frames.length > 1) throw new Error(`${where} has frames (${frames.slice(1).join(', ')}): run axe without legacy mode to check inside them`);
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where} [${violation.impact}] ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
};
