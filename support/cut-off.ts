import type { Page } from '@playwright/test';

/**
 * What a visitor at this width cannot reach: the page scrolling sideways, and visible text or
 * controls whose box lies (partly) outside the screen, unless a box of their own scrolls sideways
 * to them (a wide table in its scrolling wrapper is fine; one clipped by the page is not).
 */
export const readCutOff = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    const scrollsSideways = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth) return true;
      }
      return false;
    };
    const outside = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && (rect.left < -1 || rect.right > width + 1);
    const describe = (element: Element, rect: DOMRect) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" at x ${Math.round(rect.left)}-${Math.round(rect.right)}`;
    // Text kept for screen readers (or a spam trap for bots) sits in a 1×1 px box that clips it: nobody sees it, wherever it lies.
    const visuallyHidden = (element: Element): boolean => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 && rect.height <= 1 && getComputedStyle(box).overflow === 'hidden') return true;
      }
      return false;
    };
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !visuallyHidden(element);
    // Controls by their box, text by the boxes of its lines.
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
      const rect = control.getBoundingClientRect();
      if (visible(control) && outside(rect) && !scrollsSideways(control)) found.push(describe(control, rect));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript') || !visible(parent)) continue;
      range.selectNodeContents(node);
      const line = [...range.getClientRects()].find(outside);
      if (line && !scrollsSideways(parent)) found.push(describe(parent, line));
    }
    return [...new Set(found)].slice(0, 10);
  });
